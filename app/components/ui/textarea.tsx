import type { ComponentProps } from "react";
import { cn } from "~/components/ui/cn";
import { controlClasses } from "~/components/ui/input";

export function Textarea({ className, rows = 4, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea
      rows={rows}
      className={cn(controlClasses, "min-h-28 resize-y leading-relaxed", className)}
      {...props}
    />
  );
}
