import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import type { SearchRadius } from "~/listings/listing-options";
import { type WantedCardData, WantedCardGrid, type WantedCardWords } from "./wanted-card";
import { wantedHref } from "./wanted-view";

// "Wanted near <city>" on the city pages (decision 0090): the newest open posts within the city's
// radius, as the Wanted tab shows them for the same search. A public, cached page: a post
// published, closed or hidden is a write, and every write empties the response cache.

/**
 * The section's words in the page's language (the `places` catalogue's `city.wanted.*`), and its
 * cards' (`wanted:card.*`, `wantedCardWordsIn`).
 */
export interface CityWantedWords {
  title: string;
  none: string;
  see: string;
  ask: string;
  card: WantedCardWords;
}

export function CityWantedSection({
  city,
  posts,
  words,
}: {
  /** `name` is what the Wanted tab searches near, in English. */
  city: { name: string; withinMiles: SearchRadius };
  posts: readonly WantedCardData[];
  words: CityWantedWords;
}) {
  return (
    <section aria-labelledby="city-wanted-title">
      <Container className="flex flex-col gap-5 py-12">
        <h2 id="city-wanted-title" className="text-3xl">
          {words.title}
        </h2>
        {posts.length === 0 ? (
          <p className="max-w-prose text-lg">{words.none}</p>
        ) : (
          <WantedCardGrid posts={posts} headingLevel="h3" words={words.card} />
        )}
        <div className="flex flex-wrap gap-3">
          <Button asChild variant="secondary">
            <Link to={wantedHref({ near: city.name, within: city.withinMiles })}>{words.see}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/wanted/new">{words.ask}</Link>
          </Button>
        </div>
      </Container>
    </section>
  );
}
