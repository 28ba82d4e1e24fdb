import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { SproutMark } from "./illustrations/sprout-mark";

export function SiteLogo() {
  const { t } = useTranslation();
  return (
    <Link
      to="/"
      aria-label={t("logo.label")}
      className="inline-flex min-h-11 items-center gap-2 rounded-lg text-2xl font-extrabold text-soil no-underline hover:text-soil"
    >
      <SproutMark className="size-8" />
      <span>Glut</span>
    </Link>
  );
}
