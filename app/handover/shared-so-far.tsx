import { Link } from "react-router";
import { Container } from "~/components/ui/container";
import { type ImpactFigures, sharedText } from "./impact-text";

const SHARE_HREF = "/create-listing";

/**
 * What was shared through Glut, from collected handovers (decision 0091): across the UK, and in
 * a city when the page is one. Nothing at all while the figures could not be read; an
 * invitation to be the first where nothing has been collected yet this year.
 */
export function SharedSoFar({
  figures,
  placeName,
}: {
  figures: ImpactFigures | null;
  placeName?: string;
}) {
  if (!figures) return null;
  const here = placeName && figures.here ? figures.here : null;
  const first = here ? here.thisYear === 0 : figures.all.thisYear === 0;
  return (
    <section aria-labelledby="shared-title">
      <Container className="flex flex-col gap-3 py-10">
        <h2 id="shared-title" className="text-3xl">
          {placeName ? `Shared in ${placeName}` : "Shared through Glut"}
        </h2>
        {here && placeName ? (
          <p className="max-w-prose text-lg">{sharedText(here, figures, `in ${placeName}`)}</p>
        ) : null}
        <p className="max-w-prose text-lg">{sharedText(figures.all, figures, "across the UK")}</p>
        {first ? (
          <p className="max-w-prose">
            Be the first{placeName ? ` in ${placeName}` : ""}:{" "}
            <Link to={SHARE_HREF}>share your garden surplus</Link>, and agree a pickup with whoever
            asks.
          </p>
        ) : null}
        <p className="max-w-prose text-ink-muted text-sm">
          Counted from the handovers members mark as collected, by UK calendar month and year.
        </p>
      </Container>
    </section>
  );
}
