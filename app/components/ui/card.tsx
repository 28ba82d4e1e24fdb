import type { ComponentProps } from "react";
import { cn } from "~/components/ui/cn";

export function Card({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      className={cn(
        "flex flex-col gap-4 rounded-card border border-line bg-card py-5 text-ink",
        "shadow-sm shadow-soil/10 sm:py-6",
        className,
      )}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-1.5 px-5 sm:px-6", className)} {...props} />;
}

export type CardTitleProps = ComponentProps<"h3"> & { as?: "h2" | "h3" | "h4" };

export function CardTitle({ as: Heading = "h3", className, ...props }: CardTitleProps) {
  return (
    <Heading className={cn("text-xl leading-tight font-bold text-soil", className)} {...props} />
  );
}

export function CardDescription({ className, ...props }: ComponentProps<"p">) {
  return <p className={cn("text-base text-ink-muted", className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("px-5 sm:px-6", className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<"div">) {
  return (
    <div className={cn("flex flex-wrap items-center gap-3 px-5 sm:px-6", className)} {...props} />
  );
}
