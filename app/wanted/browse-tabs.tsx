import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { cn } from "~/components/ui/cn";
import { WANTED_TAB_PATH } from "./wanted-view";

// The two tabs of /listings (decision 0090): what growers offer, and what members are looking
// for. Plain links (each tab is its own address), so they work without JavaScript and keep the
// search typed in the other tab.

const tabClass =
  "inline-flex min-h-11 items-center border-b-4 px-4 py-2 font-bold no-underline hover:text-leaf-deep";

export function BrowseTabs({ current, query }: { current: "offers" | "wanted"; query: string }) {
  const { t } = useTranslation("listings");
  const tabs = [
    { key: "offers", label: t("tabs.offered"), to: `/listings${query}` },
    { key: "wanted", label: t("tabs.wanted"), to: `${WANTED_TAB_PATH}${query}` },
  ] as const;
  return (
    <nav aria-label={t("tabs.label")}>
      <ul className="flex gap-2 border-b border-line">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              to={tab.to}
              aria-current={tab.key === current ? "page" : undefined}
              className={cn(
                tabClass,
                tab.key === current ? "border-leaf text-soil" : "border-transparent text-ink-muted",
              )}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
