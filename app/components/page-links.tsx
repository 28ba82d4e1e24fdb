import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";

/** Previous / Page n of m / Next, as plain links. */
export function PageLinks({
  page,
  pages,
  href,
  label,
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
  label: string;
}) {
  const { t } = useTranslation("common");
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      {page > 1 ? (
        <Button asChild variant="outline" size="sm">
          <Link to={href(page - 1)} rel="prev">
            {t("pageLinks.previous")}
          </Link>
        </Button>
      ) : (
        <span />
      )}
      <p className="text-ink-muted">{t("pageLinks.pageOf", { page, pages })}</p>
      {page < pages ? (
        <Button asChild variant="outline" size="sm">
          <Link to={href(page + 1)} rel="next">
            {t("pageLinks.next")}
          </Link>
        </Button>
      ) : (
        <span />
      )}
    </nav>
  );
}
