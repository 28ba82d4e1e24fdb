import { Link } from "react-router";
import { Container } from "~/components/ui/container";
import {
  type ImpactCounts,
  type ImpactFigures,
  type ImpactPeriod,
  sharedText,
} from "./impact-text";

const SHARE_HREF = "/create-listing";

/**
 * The section's words in the page's language, for a page whose words are in the catalogues
 * (the home page, a city's page); English, as below, when not given.
 */
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
  words?: SharedSoFarWords;
}) {
  if (!figures) return null;
  const here = placeName && figures.here ? figures.here : null;
  const first = here ? here.thisYear === 0 : figures.all.thisYear === 0;
  if (words) {
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
