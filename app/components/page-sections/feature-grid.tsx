import type { LucideIcon } from "lucide-react";
import { Link } from "react-router";

export interface Feature {
  icon: LucideIcon;
  /** Unique within the grid. */
  title: string;
  text: string;
  /** Where the title links to, if it is a way into a page of its own. */
  to?: string;
}

const columnClasses = {
  2: "grid gap-4 sm:grid-cols-2",
  3: "grid gap-4 sm:grid-cols-2 lg:grid-cols-3",
  4: "grid gap-4 sm:grid-cols-2 lg:grid-cols-4",
} as const;

/** Cards of an icon, a short title (h3) and a line or two: benefits, uses, kinds of thing. */
export function FeatureGrid({
  features,
  columns = 3,
  flat = false,
}: {
  features: readonly Feature[];
  /** The most cards a row holds, on the widest screens. */
  columns?: keyof typeof columnClasses;
  /** Without the cards' shadow, for a grid on a tinted band. */
  flat?: boolean;
}) {
  const card = flat
    ? "flex flex-col gap-2 rounded-card border border-line bg-card p-5"
    : "flex flex-col gap-2 rounded-card border border-line bg-card p-5 shadow-sm shadow-soil/10";
  return (
    <ul className={columnClasses[columns]}>
      {features.map((feature) => (
        <li key={feature.title} className={card}>
          <feature.icon aria-hidden="true" className="size-7 text-leaf" />
          <h3 className="text-xl">
            {feature.to ? <Link to={feature.to}>{feature.title}</Link> : feature.title}
          </h3>
          <p className="text-ink-muted">{feature.text}</p>
        </li>
      ))}
    </ul>
  );
}
