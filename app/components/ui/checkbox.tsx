import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/components/ui/cn";

type NativeCheckboxProps = Omit<ComponentProps<"input">, "type">;

/** A native checkbox (posts with the form, no JavaScript needed). Give it a `<label>`. */
export function Checkbox({ className, ...props }: NativeCheckboxProps) {
  return (
    <input
      type="checkbox"
      className={cn(
        "size-6 shrink-0 cursor-pointer accent-leaf",
        "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-leaf-deep",
        "disabled:cursor-not-allowed disabled:opacity-50",
        "aria-invalid:outline-2 aria-invalid:outline-offset-2 aria-invalid:outline-tomato",
        className,
      )}
      {...props}
    />
  );
}

export type SwitchProps = NativeCheckboxProps & {
  /** Visible label. Without it, pass `aria-label` or `aria-labelledby`. */
  label?: ReactNode;
  /** Classes for the `<label>` wrapper (the 44px tap target). */
  labelClassName?: string;
};

/**
 * An on/off toggle built on a native checkbox with role="switch", so it posts with the form.
 * The wrapping `<label>` gives it a tap target at least 44px tall.
 */
export function Switch({ label, labelClassName, className, ...props }: SwitchProps) {
  return (
    <label
      className={cn(
        "inline-flex min-h-11 cursor-pointer items-center gap-3 text-base text-ink select-none",
        "has-disabled:cursor-not-allowed has-disabled:opacity-60",
        labelClassName,
      )}
    >
      <span className="relative inline-flex shrink-0">
        <input
          type="checkbox"
          // biome-ignore lint/a11y/useAriaPropsForRole: a native checkbox exposes its own checked state; aria-checked would contradict it.
          role="switch"
          className={cn(
            "peer h-7 w-12 cursor-pointer appearance-none rounded-full bg-ink-muted",
            "transition-colors checked:bg-leaf motion-reduce:transition-none",
            "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-leaf-deep",
            "disabled:cursor-not-allowed forced-colors:border-2 forced-colors:border-[ButtonText]",
            className,
          )}
          {...props}
        />
        <span
          aria-hidden="true"
          className={cn(
            "pointer-events-none absolute top-1 left-1 size-5 rounded-full bg-white shadow-sm",
            "transition-transform peer-checked:translate-x-5 motion-reduce:transition-none",
            "forced-colors:forced-color-adjust-none forced-colors:bg-[ButtonText]",
          )}
        />
      </span>
      {label != null ? <span>{label}</span> : null}
    </label>
  );
}
