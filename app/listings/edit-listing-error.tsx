import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, Link, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";

// The edit page's refusals (not found, not yours, not read). A refused request has no loader data
// to bring `myListings`, so its words are the shell's (`common:listings.*`), shared with a
// listing's own error page.

/** The refusal's title key in `common`: "Listing Not Found", "Not Your Listing" or the fault. */
export function editErrorTitleKey(error: unknown): string {
  if (isRouteErrorResponse(error) && error.status === 404) return "listings.notFoundTitle";
  if (isRouteErrorResponse(error) && error.status === 403) return "listings.notYoursTitle";
  return "listings.errorTitle";
}

/** The English title, for a meta function whose root brought no words. */
const ENGLISH_TITLES: Record<string, string> = {
  "listings.notFoundTitle": "Listing Not Found",
  "listings.notYoursTitle": "Not Your Listing",
  "listings.errorTitle": "Error Loading Listing",
};

/** The title in the page's language: `say` reads the shell's words, if it has them. */
export function editErrorTitle(
  error: unknown,
  say: (key: string) => string | undefined = () => undefined,
): string {
  const key = editErrorTitleKey(error);
  return say(key) ?? ENGLISH_TITLES[key] ?? "Error Loading Listing";
}

export function EditListingError({ error }: { error: unknown }) {
  const location = useLocation();
  const { t } = useTranslation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <Container className="flex flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-3xl">{t(editErrorTitleKey(error))}</h1>
      <p className="max-w-prose text-ink-muted">
        {status === 404
          ? t("listings.notFound")
          : status === 403
            ? t("listings.notYours")
            : t("listings.detailError")}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        {status === 404 || status === 403 ? null : (
          <Button asChild>
            <a href={location.pathname}>{t("listings.tryAgain")}</a>
          </Button>
        )}
        <Button asChild variant={status === 404 || status === 403 ? "primary" : "outline"}>
          <Link to="/my-listings">
            <ArrowLeft aria-hidden="true" /> {t("listings.backToMine")}
          </Link>
        </Button>
      </div>
    </Container>
  );
}
