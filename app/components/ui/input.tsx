import type { ComponentProps } from "react";
import { cn } from "~/components/ui/cn";

/** Shared look for text-like controls (input, textarea, native select). */
export const controlClasses = [
  "block w-full rounded-xl border border-ink-muted/80 bg-card px-3.5 py-2 text-base text-ink",
  "shadow-xs transition-colors placeholder:text-ink-muted",
  "focus-visible:border-leaf-deep focus-visible:outline-3 focus-visible:outline-offset-2",
  "focus-visible:outline-leaf-deep",
  "disabled:cursor-not-allowed disabled:bg-cream-deep disabled:opacity-70",
  "aria-invalid:border-2 aria-invalid:border-tomato aria-invalid:focus-visible:outline-tomato",
].join(" ");

export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return (
    <input
      type={type}
      className={cn(
        controlClasses,
        "min-h-11",
        "file:mr-3 file:cursor-pointer file:rounded-full file:border-0 file:bg-leaf-soft",
        "file:px-3 file:py-1 file:font-semibold file:text-leaf-deep",
        className,
      )}
      {...props}
    />
  );
}
