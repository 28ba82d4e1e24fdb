import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/components/ui/cn";
import { type AdminTab, adminTabHref, adminTabs } from "./admin-tabs";

/** The four tabs, as links: each opens its own page view, with or without JavaScript. */
export function AdminTabNav({
  pathname,
  current,
  pending,
}: {
  pathname: string;
  current: AdminTab;
  pending: number;
}) {
  const { t } = useTranslation("admin");
  return (
    <nav aria-label={t("tabs.label")}>
      {/* The tabs wrap onto a second row on a narrow screen: scrolled sideways, the last ones were
            out of sight with nothing to say they were there (issue 32). */}
      <ul className="flex flex-wrap gap-1 shadow-[inset_0_-1px_0_var(--color-line)]">
        {adminTabs.map((tab) => (
          <li key={tab}>
            <Link
              to={adminTabHref(pathname, tab)}
              aria-current={tab === current ? "page" : undefined}
              className={cn(
                "inline-flex min-h-11 items-center gap-2 rounded-t-lg border-b-3 border-transparent px-4 py-2",
                "font-semibold whitespace-nowrap text-ink-muted no-underline hover:bg-cream-deep hover:text-ink",
                tab === current && "border-leaf text-leaf-deep",
              )}
            >
              {t(`tabs.${tab}`)}
              {tab === "verifications" && pending > 0 ? (
                <Badge variant="warning">
                  {pending}
                  <span className="sr-only">{t("tabs.pending")}</span>
                </Badge>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
