// The dialog an OnDemandDialog opens, with its title and description: imported only by the lazy
// panels, so Radix's dialog loads with them, on first use (decision 0060).
import type { ReactNode } from "react";
import type { OnDemandPanelProps } from "~/components/on-demand-dialog";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";

export function OnDemandDialogPanel({
  open,
  onOpenChange,
  onCloseAutoFocus,
  title,
  description,
  className,
  children,
}: OnDemandPanelProps & {
  title: ReactNode;
  description: ReactNode;
  /** For the dialog's box (a wider one for tables). */
  className?: string;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={className} onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle className="break-words">{title}</DialogTitle>
          <DialogDescription className="break-words">{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
