import { Search } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";

/** /listings with nothing to show: why, and what to do next. */
export function BrowseEmptyState({ filtered }: { filtered: boolean }) {
  const { t } = useTranslation("listings");
  return (
    <div className="flex flex-col items-center gap-4 rounded-card border border-dashed border-line bg-card px-6 py-10 text-center">
      <Search aria-hidden="true" className="size-10 text-leaf" />
      <h2 className="text-2xl">{t("browse.empty.title")}</h2>
      <p className="max-w-prose text-ink-muted">
        {filtered ? t("browse.empty.filtered") : t("browse.empty.none")}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/create-listing">{t("browse.empty.create")}</Link>
        </Button>
        {filtered ? (
          <Button asChild variant="outline">
            <Link to="/listings">{t("browse.empty.clear")}</Link>
          </Button>
        ) : null}
      </div>
    </div>
  );
}
