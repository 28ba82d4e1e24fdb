import { cva, type VariantProps } from "class-variance-authority";
import { ArrowLeftRight, Gift } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "~/components/ui/cn";

export const badgeVariants = cva(
  [
    "inline-flex w-fit shrink-0 items-center gap-1 rounded-full border border-transparent",
    "px-2.5 py-0.5 text-sm leading-5 font-bold whitespace-nowrap [&_svg]:size-4 [&_svg]:shrink-0",
  ],
  {
    variants: {
      variant: {
        neutral: "bg-cream-deep text-ink",
        free: "bg-free-soft text-free",
        swap: "bg-swap-soft text-swap",
        success: "bg-leaf-soft text-leaf-deep",
        warning: "bg-sun-soft text-sun-ink",
        danger: "bg-tomato-soft text-tomato",
        info: "bg-sky-soft text-sky",
        outline: "border-ink-muted/40 bg-transparent text-ink-muted",
      },
    },
    defaultVariants: { variant: "neutral" },
  },
);

export type BadgeProps = ComponentProps<"span"> & VariantProps<typeof badgeVariants>;

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}

/** The listing type, always in the same colours everywhere: Free is leaf, Swap is plum. */
export function ListingTypeBadge({
  type,
  className,
  label,
}: {
  type: "Free" | "Swap";
  className?: string;
  /** The type in the page's language. */
  label: string;
}) {
  const Icon = type === "Free" ? Gift : ArrowLeftRight;
  return (
    <Badge variant={type === "Free" ? "free" : "swap"} className={className}>
      <Icon aria-hidden="true" />
      {label}
    </Badge>
  );
}

/** Marks demo content: an example listing by a demo member, not a real offer. */
export function ExampleBadge({
  className,
  label,
}: {
  className?: string;
  /** The word in the page's language. */
  label: string;
}) {
  return (
    <Badge variant="outline" className={className}>
      {label}
    </Badge>
  );
}
