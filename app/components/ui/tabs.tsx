import { Tabs as TabsPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "~/components/ui/cn";

export function Tabs({ className, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root className={cn("flex flex-col gap-4", className)} {...props} />;
}

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn(
        "flex max-w-full items-stretch gap-1 overflow-x-auto shadow-[inset_0_-1px_0_var(--color-line)]",
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        "inline-flex min-h-11 shrink-0 cursor-pointer items-center justify-center gap-2",
        "rounded-t-lg border-b-3 border-transparent px-4 py-2 text-base font-semibold",
        "whitespace-nowrap text-ink-muted transition-colors hover:bg-cream-deep hover:text-ink",
        "data-[state=active]:border-leaf data-[state=active]:text-leaf-deep",
        "focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-leaf-deep",
        "disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-5 [&_svg]:shrink-0",
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      className={cn(
        "rounded-lg focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-leaf-deep",
        className,
      )}
      {...props}
    />
  );
}
