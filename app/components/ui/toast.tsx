import { type ComponentType, useEffect, useState } from "react";
import { Link } from "react-router";

// Toasts without sonner on first load: `toast.*` and `<LazyToaster />` are all a page ships until
// something is shown. The first toast loads ./toaster (sonner and its styles, about 10 KB
// compressed), mounts it and hands the toast over; sonner replays toasts made before its
// toaster subscribed, so nothing is lost. Decision 0035 says what this trades.

type ToastKind = "success" | "error" | "info" | "warning";
interface ToastOptions {
  description?: string;
  /** Makes the title a link to what the toast is about. */
  href?: string;
}

const loadToaster = () => import("./toaster");

let toastWanted = false;
let mountToaster: (() => void) | null = null;

function show(kind: ToastKind, title: string, options?: ToastOptions) {
  toastWanted = true;
  mountToaster?.();
  const { href, ...shown } = options ?? {};
  void loadToaster().then((toaster) =>
    toaster.toast[kind](
      href ? (
        <Link to={href} className="font-semibold text-leaf-deep underline-offset-2 hover:underline">
          {title}
        </Link>
      ) : (
        title
      ),
      shown,
    ),
  );
}

/** Show a toast: `toast.success("Saved")`, `toast.error("Failed", { description })`. */
export const toast = {
  success: (title: string, options?: ToastOptions) => show("success", title, options),
  error: (title: string, options?: ToastOptions) => show("error", title, options),
  info: (title: string, options?: ToastOptions) => show("info", title, options),
  warning: (title: string, options?: ToastOptions) => show("warning", title, options),
};

/** Mount once, near the root: renders sonner's toaster from the first toast on. */
export function LazyToaster() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  useEffect(() => {
    let mounted = true;
    const mount = () => {
      void loadToaster().then((toaster) => {
        if (mounted) setToaster(() => toaster.Toaster);
      });
    };
    if (toastWanted) mount();
    else mountToaster = mount;
    return () => {
      mounted = false;
      mountToaster = null;
    };
  }, []);
  return Toaster ? <Toaster /> : null;
}
