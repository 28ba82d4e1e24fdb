import { ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { JsonLd } from "./json-ld";

export interface Crumb {
  label: string;
  /** The page's path; the last crumb (the current page) has none. */
  to?: string;
}

/** schema.org BreadcrumbList for the same trail the page shows. */
export function breadcrumbList(crumbs: readonly Crumb[], appUrl: string, currentPath: string) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: new URL(crumb.to ?? currentPath, `${appUrl}/`).toString(),
    })),
  };
}

/** The trail above a page's title, with its structured data for search engines. */
export function Breadcrumbs({
  crumbs,
  appUrl,
  currentPath,
  label,
}: {
  crumbs: readonly Crumb[];
  appUrl: string;
  currentPath: string;
  /** The trail's name; by default the shell's word for it, in the page's language. */
  label?: string;
}) {
  const { t } = useTranslation("common");
  return (
    <nav aria-label={label ?? t("breadcrumb")}>
      <ol className="flex flex-wrap items-center gap-1 text-sm text-ink-muted">
        {crumbs.map((crumb, index) => (
          <li key={`${crumb.label}-${index}`} className="inline-flex items-center gap-1">
            {index > 0 ? <ChevronRight aria-hidden="true" className="size-4" /> : null}
            {crumb.to ? (
              <Link to={crumb.to} className="font-semibold">
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
      <JsonLd data={breadcrumbList(crumbs, appUrl, currentPath)} />
    </nav>
  );
}
