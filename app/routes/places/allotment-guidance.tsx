import { Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";

/** The tips, each with its catalogue's `allotments.tips.<key>Title` and `<key>Text`. */
const tips = ["visit", "time", "details"] as const;

/** What to know before joining a council's waiting list. */
export function BeforeYouApply() {
  const { t } = useTranslation("places");
  return (
    <section aria-labelledby="apply-title" className="bg-cream-deep">
      <Container className="flex flex-col gap-6 py-12">
        <h2 id="apply-title" className="text-3xl">
          {t("allotments.applyTitle")}
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {tips.map((tip) => (
            <li key={tip} className="rounded-card border border-line bg-card p-5">
              <h3 className="text-xl">{t(`allotments.tips.${tip}Title`)}</h3>
              <p className="mt-2 text-ink-muted">{t(`allotments.tips.${tip}Text`)}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

/** Allotment societies join free and earn through the partnership. */
export function AllotmentSocietyBand() {
  const { t } = useTranslation("places");
  return (
    <section aria-labelledby="society-title" className="bg-soil text-white">
      <Container className="grid items-center gap-6 py-12 md:grid-cols-[1fr_auto]">
        <div className="flex flex-col gap-2">
          <h2 id="society-title" className="text-3xl text-white">
            {t("allotments.societyTitle")}
          </h2>
          <p className="max-w-prose text-cream">{t("allotments.societyText")}</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row md:flex-col lg:flex-row">
          <Button asChild variant="secondary">
            <Link to="/signup?type=community-group">
              <Users aria-hidden="true" /> {t("allotments.registerSociety")}
            </Link>
          </Button>
          <Button asChild variant="inverse">
            <Link to="/community-partnership">{t("allotments.partnership")}</Link>
          </Button>
        </div>
      </Container>
    </section>
  );
}
