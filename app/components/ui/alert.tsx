import { cva } from "class-variance-authority";
import { CircleAlert, CircleCheck, Info, TriangleAlert } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/components/ui/cn";

type AlertVariant = "info" | "success" | "warning" | "error";

const alertVariants = cva("flex gap-3 rounded-card border p-4 text-base", {
  variants: {
    variant: {
      info: "border-sky/30 bg-sky-soft text-sky",
      success: "border-leaf/30 bg-leaf-soft text-leaf-deep",
      warning: "border-sun bg-sun-soft text-sun-ink",
      error: "border-tomato/40 bg-tomato-soft text-tomato",
    },
  },
  defaultVariants: { variant: "info" },
});

const icons: Record<AlertVariant, ReactNode> = {
  info: <Info />,
  success: <CircleCheck />,
  warning: <TriangleAlert />,
  error: <CircleAlert />,
};

export type AlertProps = ComponentProps<"div"> & {
  variant?: AlertVariant;
  /** Defaults to the variant's icon; pass another icon to replace it, or `false` for none. */
  icon?: ReactNode | false;
};

/** A message box. `error` is announced at once (role="alert"); the rest politely (role="status"). */
export function Alert({ className, variant = "info", icon, children, ...props }: AlertProps) {
  const shownIcon = icon === false ? null : (icon ?? icons[variant]);
  return (
    <div
      role={variant === "error" ? "alert" : "status"}
      className={cn(alertVariants({ variant }), className)}
      {...props}
    >
      {shownIcon != null ? (
        <span aria-hidden="true" className="mt-0.5 shrink-0 [&_svg]:size-5">
          {shownIcon}
        </span>
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col gap-1">{children}</div>
    </div>
  );
}

export function AlertTitle({ className, ...props }: ComponentProps<"p">) {
  return <p className={cn("leading-snug font-bold", className)} {...props} />;
}

export function AlertDescription({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("text-ink [&_p+p]:mt-2", className)} {...props} />;
}
