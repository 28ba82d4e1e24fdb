import { X } from "lucide-react";
import type { ReactNode } from "react";

// A dialog as a static page sends it (decisions 0099, 0107): a native <dialog>, closed, which the
// page's inline script opens with showModal() from a button it shows (native-dialog.enhance.ts).
// The browser keeps focus inside, makes the page behind inert, closes it on Escape and gives
// focus back to the button. Its close button is a `method="dialog"` form, `{id}-close`, which a
// Cancel elsewhere in the dialog can submit too (`form="{id}-close"`).

export function NativeDialog({
  id,
  title,
  description,
  closeLabel,
  wide = false,
  children,
  ...data
}: {
  id: string;
  title: string;
  description: string;
  /** Room for tables (the planting calendar's companions). */
  wide?: boolean;
  /** The close button's name for screen readers, in the page's language. */
  closeLabel: string;
  children?: ReactNode;
} & { [attribute: `data-${string}`]: string | undefined }) {
  return (
    <dialog
      id={id}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      className={`m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] ${wide ? "max-w-2xl" : "max-w-lg"} overflow-y-auto rounded-card border border-line bg-card p-0 text-ink shadow-xl shadow-soil/20 backdrop:bg-ink/50`}
      {...data}
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
        <form method="dialog" id={`${id}-close`} className="absolute top-2 right-2">
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
  );
}
