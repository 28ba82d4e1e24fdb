import type { LucideIcon } from "lucide-react";
import { Card, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { cn } from "~/components/ui/cn";

export interface Step {
  icon: LucideIcon;
  /** Unique within the steps. */
  title: string;
  text: string;
}

function StepNumber({ number }: { number: number }) {
  return (
    <span className="flex size-11 items-center justify-center rounded-full bg-leaf text-lg font-bold text-white">
      {number}
    </span>
  );
}

/**
 * 'How it works' as an ordered list, each step a card with its number in a leaf-green disc.
 * `summary` is the short three-step version on the home and city pages, in raised cards;
 * `detailed` is the longer walk-through, in flat cards that wrap to three a row.
 */
export function NumberedSteps({
  steps,
  look = "summary",
  className,
}: {
  steps: readonly Step[];
  look?: "summary" | "detailed";
  /** Spacing from what stands above the list. */
  className?: string;
}) {
  if (look === "detailed") {
    return (
      <ol className={cn("grid gap-4 md:grid-cols-2 lg:grid-cols-3", className)}>
        {steps.map((step, index) => (
          <li
            key={step.title}
            className="flex flex-col gap-3 rounded-card border border-line bg-card p-5"
          >
            <StepNumber number={index + 1} />
            <h3 className="flex items-center gap-2 text-xl">
              <step.icon aria-hidden="true" className="size-5 shrink-0 text-leaf" />
              {step.title}
            </h3>
            <p className="text-ink-muted">{step.text}</p>
          </li>
        ))}
      </ol>
    );
  }
  return (
    <ol className={cn("grid gap-4 md:grid-cols-3", className)}>
      {steps.map((step, index) => (
        <li key={step.title}>
          <Card className="h-full">
            <CardHeader>
              <StepNumber number={index + 1} />
              <CardTitle className="flex items-center gap-2">
                <step.icon aria-hidden="true" className="size-5 text-leaf" />
                {step.title}
              </CardTitle>
              <CardDescription>{step.text}</CardDescription>
            </CardHeader>
          </Card>
        </li>
      ))}
    </ol>
  );
}
