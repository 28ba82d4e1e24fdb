import { cva, type VariantProps } from "class-variance-authority";
import { type ComponentProps, cloneElement, isValidElement, type Ref } from "react";
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

export function Button({
  className,
  variant,
  size,
  asChild = false,
  children,
  ...props
}: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size }), className);
  if (asChild && isValidElement<Record<string, unknown>>(children)) {
    return cloneElement(children, slotProps({ ...props, className: classes }, children.props));
  }
  return (
    <button className={classes} {...props}>
      {children}
    </button>
  );
}

/**
 * The button's props on its child, as Radix's Slot gave them (without its 1 KB on every page):
 * the child's own props win, both event handlers run (the child's first), styles and classes
 * are combined and both refs are set.
 */
function slotProps(
  ours: Record<string, unknown>,
  child: Record<string, unknown>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...ours, ...child };
  for (const [name, value] of Object.entries(ours)) {
    const theirs = child[name];
    if (theirs === undefined) continue;
    if (/^on[A-Z]/.test(name) && typeof value === "function" && typeof theirs === "function") {
      merged[name] = (...args: unknown[]) => {
        const result = theirs(...args);
        value(...args);
        return result;
      };
    } else if (name === "style") {
      merged.style = { ...(value as object), ...(theirs as object) };
    } else if (name === "className") {
      merged.className = [value, theirs].filter(Boolean).join(" ");
    } else if (name === "ref") {
      merged.ref = (node: unknown) => {
        for (const ref of [value, theirs] as Ref<unknown>[]) {
          if (typeof ref === "function") ref(node);
          else if (ref) ref.current = node;
        }
      };
    }
  }
  return merged;
}
