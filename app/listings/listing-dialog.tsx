import type { ReactNode } from "react";
import { NativeDialog } from "~/components/native-dialog";
import { Button, type ButtonProps } from "~/components/ui/button";

// A dialog of the listing page as a static page sends it (decision 0099): a link to the form's
// own page, which is all there is without JavaScript; and, for the page's inline script
// (listing-dialogs.enhance.ts), a native <dialog> (NativeDialog) holding the same plain form and
// the button that opens it, which the script shows in the link's place.

export function ListingDialog({
  id,
  href,
  opener,
  variant,
  size,
  className,
  title,
  description,
  closeLabel,
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
  /** The close button's name for screen readers, in the page's language. */
  closeLabel: string;
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
      <NativeDialog id={id} title={title} description={description} closeLabel={closeLabel}>
        {children}
      </NativeDialog>
    </>
  );
}
