import { ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { SeedlingIllustration } from "~/components/illustrations/seedling";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";

/** A way into the planting calendar: what to sow this month. */
export function PlantingCalendarPromo() {
  const { t } = useTranslation("pages");
  return (
    <section aria-labelledby="calendar-title">
      <Container className="grid items-center gap-6 py-12 md:grid-cols-[auto_1fr]">
        <SeedlingIllustration className="mx-auto w-40" />
        <div className="flex flex-col gap-3">
          <h2 id="calendar-title" className="text-3xl">
            {t("home.calendar.title")}
          </h2>
          <p className="max-w-prose text-ink">{t("home.calendar.text")}</p>
          <div>
            <Button asChild variant="secondary">
              <Link to="/planting-calendar">
                {t("home.calendar.open")} <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
        </div>
      </Container>
    </section>
  );
}
