import { Sprout } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { Button } from "~/components/ui/button";

// /my-listings instead of its cards: nothing listed yet, or the list not read.

export function EmptyState() {
  const { t } = useTranslation("myListings");
  return (
    <div className="flex flex-col items-center gap-4 rounded-card border border-dashed border-line bg-card px-6 py-10 text-center">
      <Sprout aria-hidden="true" className="size-10 text-leaf" />
      <h2 className="text-2xl">{t("page.emptyTitle")}</h2>
      <p className="max-w-prose text-ink-muted">{t("page.emptyText")}</p>
      <Button asChild>
        <Link to="/create-listing">{t("page.share")}</Link>
      </Button>
    </div>
  );
}

/** The list failed to load: in a bordered card, with a way to try again. */
export function LoadFailureCard({ message }: { message: string }) {
  const { t } = useTranslation("myListings");
  const location = useLocation();
  return (
    <div className="flex flex-col gap-3 rounded-card border-2 border-tomato/60 bg-card p-5">
      <h2 className="text-xl text-tomato">{message}</h2>
      <p>{t("page.failureText")}</p>
      <div>
        <Button asChild>
          {/* A full reload: it works without JavaScript and retries everything. */}
          <a href={location.pathname}>{t("edit.tryAgain")}</a>
        </Button>
      </div>
    </div>
  );
}
