import { CalendarDays, Handshake, type LucideIcon, NotebookPen, Sun } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { useHydrated } from "~/components/hydration";
import { DialogPanel, loadDialogPanel } from "~/components/lazy-dialog-panel";
import { OnDemandDialog } from "~/components/on-demand-dialog";
import type { CompanionRow } from "~/data/planting-companions";
import { type CalendarTab, calendarHref } from "./calendar-query";
import { CompanionTables } from "./companion-planting";

const cardClass =
  "flex h-full w-full cursor-pointer flex-col items-start gap-2 rounded-card border border-line bg-card p-5 text-left text-ink no-underline shadow-sm shadow-soil/10 transition-colors hover:border-leaf hover:bg-leaf-soft hover:text-ink focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-leaf-deep";

const tabCards: { tab: CalendarTab; title: string; text: string; Icon: LucideIcon }[] = [
  {
    tab: "garden",
    title: "My Garden Tracker",
    text: "Keep track of what you planted and when it should be ready.",
    Icon: NotebookPen,
  },
  {
    tab: "monthly",
    title: "What to Plant Now",
    text: "This month's sowing, planting and harvesting in the UK.",
    Icon: CalendarDays,
  },
  {
    tab: "seasonal",
    title: "Seasonal Planner",
    text: "The jobs and crops of spring, summer, autumn and winter.",
    Icon: Sun,
  },
];

/** Three cards switch to their tab; Companion Planting opens the dialog (a section without JavaScript). */
export function FeatureCards({
  good,
  bad,
}: {
  good: readonly CompanionRow[];
  bad: readonly CompanionRow[];
}) {
  const hydrated = useHydrated();
  // Radix's dialog loads on first use (decisions 0060, 0092).
  const [companionsOpen, setCompanionsOpen] = useState(false);
  const companionContent = (
    <>
      <Handshake aria-hidden="true" className="size-7 text-leaf" />
      <span className="text-lg font-bold text-soil">Companion Planting</span>
      <span>Which plants help each other, and which to keep apart.</span>
    </>
  );
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-print-hide>
      {tabCards.map(({ tab, title, text, Icon }) => (
        <li key={tab}>
          <Link to={`${calendarHref(tab)}#calendar-views`} preventScrollReset className={cardClass}>
            <Icon aria-hidden="true" className="size-7 text-leaf" />
            <span className="text-lg font-bold text-soil">{title}</span>
            <span>{text}</span>
          </Link>
        </li>
      ))}
      <li>
        {hydrated ? (
          <OnDemandDialog
            panel={DialogPanel}
            load={loadDialogPanel}
            panelProps={{
              title: "Companion Planting",
              description: "Plants that grow well together, and ones to keep apart.",
              className: "max-w-2xl",
              children: <CompanionTables good={good} bad={bad} />,
            }}
            open={companionsOpen}
            onOpenChange={setCompanionsOpen}
            unstyled
            className={cardClass}
          >
            {companionContent}
          </OnDemandDialog>
        ) : (
          <a href="#companion-planting" className={cardClass}>
            {companionContent}
          </a>
        )}
      </li>
    </ul>
  );
}

/** Without JavaScript the companion tables stand on the page, where the card's link leads. */
export function CompanionSection({
  good,
  bad,
}: {
  good: readonly CompanionRow[];
  bad: readonly CompanionRow[];
}) {
  const hydrated = useHydrated();
  if (hydrated) return null;
  return (
    <section
      id="companion-planting"
      aria-labelledby="companion-planting-title"
      data-print-hide
      className="flex flex-col gap-4 rounded-card border border-line bg-card p-5"
    >
      <h2 id="companion-planting-title" className="text-2xl">
        Companion Planting
      </h2>
      <p>Plants that grow well together, and ones to keep apart.</p>
      <CompanionTables good={good} bad={bad} />
    </section>
  );
}
