import { X } from "lucide-react";
import type { ReactNode } from "react";
import { Button, type ButtonProps } from "~/components/ui/button";

// A dialog of the listing page as a static page sends it (decision 0099): a link to the form's
// own page, which is all there is without JavaScript; and, for the page's inline script
// (listing-dialogs.enhance.ts), a native <dialog> holding the same plain form and the button
// that opens it, which the script shows in the link's place. The browser keeps focus inside,
// makes the page behind inert, closes it on Escape and gives focus back to the button.

export function ListingDialog({
  id,
  href,
  opener,
  variant,
  size,
  className,
  title,
  description,
  closeLabel = "Close",
  children,
}: {
  id: string;
  /** The form's own page: the control before (or without) the script. */
  href: string;
  /** The control's words and icon, the same as a link and as a button. */
  opener: ReactNode;
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
  className?: string;
  title: string;
  description: string;
  /** The close button's name for screen readers, in the page's language; English by default. */
  closeLabel?: string;
  children: ReactNode;
}) {
  const style = { variant, size, className };
  return (
    <>
      <Button asChild {...style}>
        <a href={href} data-dialog-link={id}>
          {opener}
        </a>
      </Button>
      <Button type="button" hidden aria-haspopup="dialog" data-opens-dialog={id} {...style}>
        {opener}
      </Button>
      <dialog
        id={id}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-description`}
        className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-card border border-line bg-card p-0 text-ink shadow-xl shadow-soil/20 backdrop:bg-ink/50"
      >
        <div className="relative flex flex-col gap-5 p-5 sm:p-6">
          <div className="flex flex-col gap-2 pr-10">
            <h2
              id={`${id}-title`}
              className="text-xl leading-tight font-bold break-words text-soil sm:text-2xl"
            >
              {title}
            </h2>
            <p id={`${id}-description`} className="text-base break-words text-ink-muted">
              {description}
            </p>
          </div>
          {children}
          <form method="dialog" className="absolute top-2 right-2">
            <button
              type="submit"
              className="inline-flex size-11 cursor-pointer items-center justify-center rounded-full text-ink-muted transition-colors hover:bg-cream-deep hover:text-ink focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-leaf-deep"
            >
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">{closeLabel}</span>
            </button>
          </form>
        </div>
      </dialog>
    </>
  );
}
