import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import type { SearchRadius } from "~/listings/listing-options";
import { type WantedCardData, WantedCardGrid } from "./wanted-card";
import { wantedHref } from "./wanted-view";

// "Wanted near <city>" on the city pages (decision 0090): the newest open posts within the city's
// radius, as the Wanted tab shows them for the same search. A public, cached page: a post
// published, closed or hidden is a write, and every write empties the response cache.

export function CityWantedSection({
  city,
  posts,
}: {
  city: { name: string; withinMiles: SearchRadius };
  posts: readonly WantedCardData[];
}) {
  return (
    <section aria-labelledby="city-wanted-title">
      <Container className="flex flex-col gap-5 py-12">
        <h2 id="city-wanted-title" className="text-3xl">
          Wanted near {city.name}
        </h2>
        {posts.length === 0 ? (
          <p className="max-w-prose text-lg">
            Nobody near {city.name} has asked for anything yet. Looking for plants, seeds or
            produce? Members can post what they want.
          </p>
        ) : (
          <WantedCardGrid posts={posts} headingLevel="h3" />
        )}
        <div className="flex flex-wrap gap-3">
          <Button asChild variant="secondary">
            <Link to={wantedHref({ near: city.name, within: city.withinMiles })}>
              See what is wanted near {city.name}
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/wanted/new">Ask for something</Link>
          </Button>
        </div>
      </Container>
    </section>
  );
}
