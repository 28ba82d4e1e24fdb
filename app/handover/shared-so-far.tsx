import { Link } from "react-router";
import { Container } from "~/components/ui/container";
import type { ImpactCounts, ImpactFigures, ImpactPeriod } from "./impact-text";

const SHARE_HREF = "/create-listing";

/** The section's words in the page's language (the home page's, a city page's). */
export interface SharedSoFarWords {
  title: string;
  /** The sentence for the whole UK. */
  uk: (counts: ImpactCounts, period: ImpactPeriod) => string;
  /** The sentence for the place, on a place's page. */
  here?: (counts: ImpactCounts, period: ImpactPeriod) => string;
  /** "Be the first:", or "Be the first in Leeds:" on a place's page. */
  beFirst: string;
  shareLink: string;
  /** After the link: ", and agree a pickup with whoever asks." */
  beFirstAfter: string;
  note: string;
}

/**
 * What was shared through Glut, from collected handovers (decision 0091): across the UK, and in
 * a city when the page is one. Nothing at all while the figures could not be read; an
 * invitation to be the first where nothing has been collected yet this year.
 */
export function SharedSoFar({
  figures,
  placeName,
  words,
}: {
  figures: ImpactFigures | null;
  placeName?: string;
  words: SharedSoFarWords;
}) {
  if (!figures) return null;
  const here = placeName && figures.here ? figures.here : null;
  const first = here ? here.thisYear === 0 : figures.all.thisYear === 0;
  return (
    <section aria-labelledby="shared-title">
      <Container className="flex flex-col gap-3 py-10">
        <h2 id="shared-title" className="text-3xl">
          {words.title}
        </h2>
        {here && words.here ? (
          <p className="max-w-prose text-lg">{words.here(here, figures)}</p>
        ) : null}
        <p className="max-w-prose text-lg">{words.uk(figures.all, figures)}</p>
        {first ? (
          <p className="max-w-prose">
            {words.beFirst} <Link to={SHARE_HREF}>{words.shareLink}</Link>
            {words.beFirstAfter}
          </p>
        ) : null}
        <p className="max-w-prose text-ink-muted text-sm">{words.note}</p>
      </Container>
    </section>
  );
}
