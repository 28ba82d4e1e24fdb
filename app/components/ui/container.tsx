import type { ComponentProps } from "react";
import { cn } from "~/components/ui/cn";

/** Centres page content with the standard side gutters. */
export function Container({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("mx-auto w-full max-w-6xl px-4 sm:px-6", className)} {...props} />;
}

/** A page section with generous vertical spacing. Put a Container inside for the gutters. */
export function Section({ className, ...props }: ComponentProps<"section">) {
  return <section className={cn("py-10 sm:py-14", className)} {...props} />;
}
