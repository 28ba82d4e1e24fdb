import type { ComponentProps } from "react";
import { cn } from "~/components/ui/cn";

/** A loading placeholder. Hidden from assistive tech: announce loading state separately. */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      aria-hidden="true"
      className={cn("animate-pulse rounded-xl bg-cream-deep motion-reduce:animate-none", className)}
      {...props}
    />
  );
}
