import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { SeedlingIllustration } from "~/components/illustrations/seedling";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";

/** A way into the planting calendar: what to sow this month. */
export function PlantingCalendarPromo() {
  return (
    <section aria-labelledby="calendar-title">
      <Container className="grid items-center gap-6 py-12 md:grid-cols-[auto_1fr]">
        <SeedlingIllustration className="mx-auto w-40" />
        <div className="flex flex-col gap-3">
          <h2 id="calendar-title" className="text-3xl">
            What should you sow this month?
          </h2>
          <p className="max-w-prose text-ink">
            Our UK planting calendar tells you what to sow under cover, sow outside and plant out
            each month, with a tracker for everything you have in the ground.
          </p>
          <div>
            <Button asChild variant="secondary">
              <Link to="/planting-calendar">
                Open the planting calendar <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
        </div>
      </Container>
    </section>
  );
}
