import { useTranslation } from "react-i18next";
import { Link, type MetaDescriptor } from "react-router";
import { Button } from "~/components/ui/button";
import { shellMessage } from "~/i18n/meta-messages";

/** The specification's not-found page: for unknown paths and for unknown things on known ones. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <p className="text-6xl font-extrabold text-leaf" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl">{t("errors.notFoundHeading")}</h1>
      <p className="text-ink-muted">{t("errors.notFoundText")}</p>
      <Button asChild size="lg">
        <Link to="/">{t("errors.backHome")}</Link>
      </Button>
    </div>
  );
}

/** The not-found page's title, in the page's language, and no indexing. */
export function notFoundMeta(matches: Parameters<typeof shellMessage>[0]): MetaDescriptor[] {
  return [
    { title: `${shellMessage(matches, "errors.notFoundTitle") ?? "Page not found"} | Glut` },
    { name: "robots", content: "noindex" },
  ];
}
