import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatPence } from "~/components/format-money";
import { CommunityIllustration } from "~/components/illustrations/community";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";

/** The community partnership in one band: what an organisation earns for each member it brings. */
export function PartnershipBand({ referralPence }: { referralPence: number }) {
  const { t } = useTranslation("pages");
  const amount = formatPence(referralPence, { short: true });
  return (
    <section aria-labelledby="earn-title" className="bg-soil text-white">
      <Container className="grid items-center gap-6 py-10 md:grid-cols-[1fr_auto]">
        <div className="flex items-center gap-5">
          <CommunityIllustration className="hidden w-32 shrink-0 sm:block" />
          <div>
            <h2 id="earn-title" className="text-2xl text-white">
              {t("home.partnership.title", { amount })}
            </h2>
            <p className="mt-1 text-cream">{t("home.partnership.text", { amount })}</p>
          </div>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button asChild variant="secondary">
            <Link to="/community-partnership">{t("home.partnership.howItWorks")}</Link>
          </Button>
          <Button asChild variant="inverse">
            <Link to="/signup?type=community-group">{t("home.partnership.signUpGroup")}</Link>
          </Button>
        </div>
      </Container>
    </section>
  );
}
