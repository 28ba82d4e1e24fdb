import { List, Plus } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "~/components/ui/card";
import type { Translate } from "~/i18n/messages";

/** The card's words: English by default, as the dashboard (not yet in Welsh) shows it. */
export interface MyListingsSummaryWords {
  title: string;
  text: string;
  active: string;
  completed: string;
  manage: string;
  create: string;
}

// The `myListings` catalogue's English, word for word (listing-words.test.ts).
export const englishSummaryWords: MyListingsSummaryWords = {
  title: "My Listings",
  text: "What you have shared on Glut.",
  active: "Active",
  completed: "Completed",
  manage: "Manage my listings",
  create: "Create a listing",
};

/**
 * The dashboard's My Listings card for members: 'active' listings count as Active, every other
 * status (swapped, completed, unavailable) as Completed, as the specification counts them.
 */
export function MyListingsSummary({
  counts,
  words,
}: {
  counts: { active: number; completed: number };
  /** In the page's language, from `myListings` (`summaryWordsFor`). */
  words: MyListingsSummaryWords;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{words.title}</CardTitle>
        <CardDescription>{words.text}</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-3">
          <div className="flex flex-col-reverse gap-1 rounded-xl bg-leaf-soft p-4">
            <dt className="font-semibold text-leaf-deep">{words.active}</dt>
            <dd className="text-3xl font-bold text-ink">{counts.active}</dd>
          </div>
          <div className="flex flex-col-reverse gap-1 rounded-xl bg-cream-deep p-4">
            <dt className="font-semibold text-ink-muted">{words.completed}</dt>
            <dd className="text-3xl font-bold text-ink">{counts.completed}</dd>
          </div>
        </dl>
      </CardContent>
      <CardFooter>
        <Button asChild>
          <Link to="/my-listings">
            <List aria-hidden="true" /> {words.manage}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/create-listing">
            <Plus aria-hidden="true" /> {words.create}
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

/** The card's words in the words of `t` (`myListings`), for a page in Welsh to pass. */
export function summaryWordsFor(t: Translate): MyListingsSummaryWords {
  return {
    title: t("page.title"),
    text: t("summary.text"),
    active: t("statuses.active"),
    completed: t("statuses.completed"),
    manage: t("summary.manage"),
    create: t("page.create"),
  };
}
