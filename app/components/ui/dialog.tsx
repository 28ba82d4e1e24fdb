import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "~/components/ui/cn";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /** Show the labelled X button in the corner (default true). */
  showCloseButton?: boolean;
};

export function DialogContent({
  className,
  children,
  showCloseButton = true,
  ...props
}: DialogContentProps) {
  const { t } = useTranslation("common");
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay
        className={cn(
          "fixed inset-0 z-50 bg-ink/50 transition-opacity duration-200",
          "starting:opacity-0 motion-reduce:transition-none",
        )}
      />
      <DialogPrimitive.Content
        className={cn(
          "fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2",
          "max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-card border border-line bg-card",
          "p-5 text-ink shadow-xl shadow-soil/20 sm:p-6",
          "flex flex-col gap-5 transition-[opacity,scale] duration-200",
          "starting:scale-95 starting:opacity-0 motion-reduce:transition-none",
          "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-leaf-deep",
          className,
        )}
        {...props}
      >
        {children}
        {showCloseButton ? (
          <DialogPrimitive.Close
            className={cn(
              "absolute top-2 right-2 inline-flex size-11 cursor-pointer items-center justify-center",
              "rounded-full text-ink-muted transition-colors hover:bg-cream-deep hover:text-ink",
              "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-leaf-deep",
            )}
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">{t("dialog.close")}</span>
          </DialogPrimitive.Close>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-2 pr-10", className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      className={cn("flex flex-col-reverse gap-3 sm:flex-row sm:justify-end", className)}
      {...props}
    />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn("text-xl leading-tight font-bold text-soil sm:text-2xl", className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description className={cn("text-base text-ink-muted", className)} {...props} />
  );
}
