import { BellOff, BellRing, Search, Trash2 } from "lucide-react";
import { data, Form, Link } from "react-router";
import { staticPage } from "~/components/hydration";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardTitle } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { browseHref, hasActiveFilters } from "~/listings/listing-view";
import { requireMember } from "~/membership/member-gate.server";
import {
  alertFrequencySchema,
  frequencyLabel,
  MAX_SAVED_SEARCHES,
  savedFiltersFromForm,
  savedSearchMessages,
} from "~/saved-searches/saved-search-schema";
import {
  changeSavedSearch,
  listSavedSearches,
  SavedSearchError,
  saveSearch,
} from "~/saved-searches/saved-searches.server";
import { getServices } from "~/server/context.server";
import { readForm } from "~/server/forms/read-form.server";
import type { Route } from "./+types/saved-searches";

// A member's saved searches (decision 0049): saved from /listings, listed here with Pause or
// Resume and Delete. Plain forms, so everything works without JavaScript.

const GATE_REASON = {
  personal: "Saved searches need an active membership.",
  organisation: "Saved searches need an active membership or a verified organisation.",
} as const;

export async function loader({ context, url }: Route.LoaderArgs) {
  const member = await requireMember(context, url, GATE_REASON);
  const saved = await listSavedSearches(getServices(context).db, member.id);
  return {
    saved: saved.map((search) => ({
      id: search.id,
      description: search.description,
      href: browseHref(search.filters),
      frequency: frequencyLabel[search.frequency],
      paused: search.paused,
    })),
  };
}

const CHANGES = { pause: "paused", resume: "resumed", delete: "deleted" } as const;

export async function action({ request, context, url }: Route.ActionArgs) {
  const member = await requireMember(context, url, GATE_REASON);
  const { db, toasts } = getServices(context);
  const form = await readForm(request);
  const intent = form.get("intent");
  try {
    if (intent === "save") {
      const frequency = alertFrequencySchema.safeParse(form.get("frequency"));
      if (!frequency.success) {
        return data({ error: savedSearchMessages.chooseFrequency }, { status: 400 });
      }
      const filters = savedFiltersFromForm(form);
      if (!hasActiveFilters(filters)) {
        return data({ error: savedSearchMessages.nothingToSave }, { status: 400 });
      }
      await saveSearch(db, member, filters, frequency.data);
      return toasts.redirect("/saved-searches", {
        type: "success",
        title: savedSearchMessages.saved,
        description:
          frequency.data === "instant"
            ? "We will email you new matches within minutes."
            : "We will email you new matches each morning at 7am.",
      });
    }
    if (intent === "pause" || intent === "resume" || intent === "delete") {
      await changeSavedSearch(db, member, String(form.get("id") ?? ""), intent);
      return toasts.redirect(
        "/saved-searches",
        { type: "success", title: savedSearchMessages[CHANGES[intent]] },
        { headers: { "X-Remix-Replace": "true" } },
      );
    }
    return data({ error: savedSearchMessages.unknownIntent }, { status: 400 });
  } catch (error) {
    if (error instanceof SavedSearchError) {
      return data({ error: error.message }, { status: error.status });
    }
    throw error;
  }
}

// Plain forms and links: sent without React (decisions 0057, 0092).
export const handle = staticPage;

export const meta: Route.MetaFunction = () => [
  { title: "Saved Searches | Glut" },
  { name: "robots", content: "noindex" },
];

export default function SavedSearches({ loaderData, actionData }: Route.ComponentProps) {
  const { saved } = loaderData;
  return (
    <Container className="flex max-w-3xl flex-col gap-6 py-10">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl sm:text-4xl">Saved Searches</h1>
        <p className="text-ink-muted">
          We email you when something new matches a saved search: within minutes, or in one digest
          at 7am. Never your own listings, and never the same listing twice. You can save up to{" "}
          {MAX_SAVED_SEARCHES}.
        </p>
      </div>
      {actionData?.error ? (
        <Alert variant="error">
          <AlertDescription>
            <p role="alert">{actionData.error}</p>
          </AlertDescription>
        </Alert>
      ) : null}
      {saved.length === 0 ? (
        <div className="flex flex-col items-start gap-3 rounded-card border border-dashed border-line bg-card p-6">
          <p>
            No saved searches yet. Search the listings, then choose “Save this search” to hear about
            new matches.
          </p>
          <Button asChild>
            <Link to="/listings">
              <Search aria-hidden="true" /> Browse listings
            </Link>
          </Button>
        </div>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Your saved searches">
          {saved.map((search) => (
            <li key={search.id}>
              <Card>
                <CardContent className="flex flex-col gap-3 p-4">
                  <CardTitle as="h2" className="text-xl">
                    <Link to={search.href} className="underline">
                      {search.description}
                    </Link>
                  </CardTitle>
                  <p className="text-ink-muted">
                    {search.frequency}
                    {search.paused ? " · Paused: no emails" : ""}
                  </p>
                  <div className="flex flex-wrap gap-3">
                    <Form method="post">
                      <input type="hidden" name="id" value={search.id} />
                      {search.paused ? (
                        <Button type="submit" name="intent" value="resume" variant="secondary">
                          <BellRing aria-hidden="true" /> Resume
                          <span className="sr-only"> alerts for {search.description}</span>
                        </Button>
                      ) : (
                        <Button type="submit" name="intent" value="pause" variant="outline">
                          <BellOff aria-hidden="true" /> Pause
                          <span className="sr-only"> alerts for {search.description}</span>
                        </Button>
                      )}
                    </Form>
                    <Form method="post">
                      <input type="hidden" name="id" value={search.id} />
                      <Button type="submit" name="intent" value="delete" variant="outline">
                        <Trash2 aria-hidden="true" /> Delete
                        <span className="sr-only"> {search.description}</span>
                      </Button>
                    </Form>
                  </div>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </Container>
  );
}
