import type { ComponentProps } from "react";
import { cn } from "~/components/ui/cn";

/**
 * A native label that, like Radix's, does not select its text on a double click (a double
 * click on a checkbox's label is a quick toggle, not a selection); without Radix's primitive,
 * which brought its Slot and react-dom's event helpers to every page with a form.
 */
export function Label({ className, onMouseDown, ...props }: ComponentProps<"label">) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the caller gives htmlFor or the control
    <label
      className={cn(
        "text-base leading-snug font-semibold text-ink",
        "peer-disabled:cursor-not-allowed peer-disabled:opacity-70",
        className,
      )}
      onMouseDown={(event) => {
        // A click on the control itself is the control's.
        if ((event.target as Element).closest("button, input, select, textarea")) return;
        onMouseDown?.(event);
        if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
      }}
      {...props}
    />
  );
}
