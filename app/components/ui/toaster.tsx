import { CircleAlert, CircleCheck, Info, LoaderCircle, TriangleAlert, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Toaster as Sonner, type ToasterProps } from "sonner";

export { toast } from "sonner";

const focusRing =
  "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-leaf-deep";

/*
 * Toasts are unstyled sonner toasts dressed with our tokens. Sonner's own CSS is unlayered, so it
 * beats Tailwind utilities; the `!` classes below restore the focus ring it removes.
 */
const classNames = {
  toast: [
    "flex w-full items-start gap-3 rounded-card border border-line bg-card p-4 pr-14",
    "text-base text-ink shadow-lg shadow-soil/15",
    "focus-visible:outline-3! focus-visible:outline-offset-2 focus-visible:outline-leaf-deep!",
    "data-[expanded=false]:data-[front=false]:*:opacity-0",
  ].join(" "),
  content: "flex min-w-0 flex-1 flex-col gap-0.5",
  title: "leading-snug font-semibold",
  description: "text-ink-muted",
  icon: "relative mt-0.5 flex size-5 shrink-0 items-center justify-center [&_svg]:size-5",
  closeButton: [
    "absolute top-1.5 right-1.5 inline-flex size-11 cursor-pointer items-center justify-center",
    "rounded-full text-ink-muted hover:bg-cream-deep hover:text-ink [&_svg]:size-5",
    focusRing,
  ].join(" "),
  actionButton: [
    "inline-flex min-h-11 shrink-0 cursor-pointer items-center self-center rounded-full bg-leaf",
    "px-4 font-semibold text-white hover:bg-leaf-deep",
    focusRing,
  ].join(" "),
  cancelButton: [
    "inline-flex min-h-11 shrink-0 cursor-pointer items-center self-center rounded-full px-4",
    "font-semibold text-leaf-deep hover:bg-leaf-soft",
    focusRing,
  ].join(" "),
};

const icons = {
  success: <CircleCheck aria-hidden="true" className="text-leaf" />,
  info: <Info aria-hidden="true" className="text-sky" />,
  warning: <TriangleAlert aria-hidden="true" className="text-sun-ink" />,
  error: <CircleAlert aria-hidden="true" className="text-tomato" />,
  loading: (
    <LoaderCircle
      aria-hidden="true"
      className="animate-spin text-leaf motion-reduce:animate-none"
    />
  ),
  close: <X aria-hidden="true" />,
};

/** Mount once, near the root. Show toasts with `toast("Saved")`, `toast.error("...")`, etc. */
export function Toaster({ toastOptions, style, ...props }: ToasterProps) {
  const { t } = useTranslation("common");
  return (
    <Sonner
      position="bottom-center"
      theme="light"
      richColors={false}
      closeButton
      icons={icons}
      containerAriaLabel={t("nav.notifications")}
      style={{ fontFamily: "var(--font-sans)", ...style }}
      toastOptions={{
        unstyled: true,
        closeButtonAriaLabel: t("toast.close"),
        ...toastOptions,
        classNames: { ...classNames, ...toastOptions?.classNames },
      }}
      {...props}
    />
  );
}
