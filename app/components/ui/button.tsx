import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "~/components/ui/cn";

export const buttonVariants = cva(
  [
    "inline-flex cursor-pointer items-center justify-center gap-2 rounded-full font-semibold",
    "leading-tight transition-[color,background-color,border-color,filter]",
    "select-none disabled:pointer-events-none disabled:opacity-50",
    "aria-disabled:pointer-events-none aria-disabled:opacity-50",
    "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-leaf-deep",
    "[&_svg]:pointer-events-none [&_svg]:size-5 [&_svg]:shrink-0",
  ],
  {
    variants: {
      variant: {
        primary: "no-underline bg-leaf text-white hover:bg-leaf-deep hover:text-white",
        secondary:
          "no-underline bg-leaf-soft text-leaf-deep hover:bg-cream-deep hover:text-leaf-deep",
        outline:
          "no-underline border-2 border-leaf bg-card text-leaf-deep hover:bg-leaf-soft hover:text-leaf-deep",
        // For use on a leaf or soil background, beside a primary or secondary button.
        inverse: "border-2 border-white bg-transparent text-white hover:bg-ink/25 hover:text-white",
        ghost: "no-underline bg-transparent text-leaf-deep hover:bg-leaf-soft hover:text-leaf-deep",
        destructive: "no-underline bg-tomato text-white hover:text-white hover:brightness-90",
        link: "rounded-md bg-transparent text-leaf underline underline-offset-4 hover:text-leaf-deep hover:decoration-2",
      },
      size: {
        sm: "min-h-9 px-4 py-1.5 text-base",
        md: "min-h-11 px-5 py-2 text-base",
        lg: "min-h-12 px-7 py-2.5 text-lg",
        icon: "size-11 shrink-0 p-0",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonProps = ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /** Render the single child (e.g. a router `<Link>`) with button styling instead of a `<button>`. */
    asChild?: boolean;
  };

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : "button";
  return <Comp className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
