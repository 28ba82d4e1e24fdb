import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";

/**
 * Previous and Next as plain links around 'Page 3 of 9' ('Page 3' when the pages are not counted):
 * the paging of /listings' two tabs.
 */
export function PageLinks({
  page,
  pageCount,
  previous,
  next,
}: {
  page: number;
  pageCount: number | null;
  /** Null on the first page. */
  previous: string | null;
  /** Null on the last page. */
  next: string | null;
}) {
  const { t } = useTranslation("listings");
  if (previous === null && next === null) return null;
  return (
    <nav
      aria-label={t("paging.label")}
      className="flex flex-wrap items-center justify-between gap-3"
    >
      {previous !== null ? (
        <Button asChild variant="outline">
          <Link to={previous} rel="prev">
            {t("paging.previous")}
          </Link>
        </Button>
      ) : (
        <span />
      )}
      <p className="text-ink-muted">
        {pageCount === null
          ? t("paging.page", { page })
          : t("paging.pageOf", { page, count: pageCount })}
      </p>
      {next !== null ? (
        <Button asChild variant="outline">
          <Link to={next} rel="next">
            {t("paging.next")}
          </Link>
        </Button>
      ) : (
        <span />
      )}
    </nav>
  );
}
