import { BellOff, BellRing, Search, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { data, Form, Link } from "react-router";
import { staticPage } from "~/components/hydration";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardTitle } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { getI18n, getLanguage, i18nFor } from "~/i18n/i18n.server";
import { shellMessage } from "~/i18n/meta-messages";
import { browseHref, hasActiveFilters } from "~/listings/listing-view";
import { requireMember } from "~/membership/member-gate.server";
import { describeSavedSearch } from "~/saved-searches/saved-search-description";
import {
  alertFrequencySchema,
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
  personal: "alerts:gate.savedSearches.personal",
  organisation: "alerts:gate.savedSearches.organisation",
} as const;

export async function loader({ context, url }: Route.LoaderArgs) {
  const member = await requireMember(context, url, GATE_REASON);
  const saved = await listSavedSearches(getServices(context).db, member.id);
  const lng = getLanguage(context);
  const t = getI18n(context).getFixedT(null, "alerts");
  // A search is described with the emails' words, so the page and its alerts say it alike.
  const emailT = i18nFor(lng).getFixedT(lng, "email");
  return {
    lng,
    title: t("savedSearches.title"),
    saved: saved.map((search) => ({
      id: search.id,
      description: describeSavedSearch(search.filters, emailT),
      href: browseHref(search.filters),
      frequency: t(`savedSearches.frequency.${search.frequency}`),
      paused: search.paused,
    })),
  };
}

const CHANGES = { pause: "paused", resume: "resumed", delete: "deleted" } as const;

/** The service's refusals (worded in English, decision 0049), by their catalogue keys. */
const REFUSALS = new Map<string, string>(
  (["limit", "duplicate", "notYours", "notFound"] as const).map((key) => [
    savedSearchMessages[key],
    `savedSearches.messages.${key}`,
  ]),
);

export async function action({ request, context, url }: Route.ActionArgs) {
  const member = await requireMember(context, url, GATE_REASON);
  const { db, toasts } = getServices(context);
  const form = await readForm(request, context);
  const intent = form.get("intent");
  const t = getI18n(context).getFixedT(null, "alerts");
  try {
    if (intent === "save") {
      const frequency = alertFrequencySchema.safeParse(form.get("frequency"));
      if (!frequency.success) {
        return data({ error: t("savedSearches.messages.chooseFrequency") }, { status: 400 });
      }
      const filters = savedFiltersFromForm(form);
      if (!hasActiveFilters(filters)) {
        return data({ error: t("savedSearches.messages.nothingToSave") }, { status: 400 });
      }
      await saveSearch(db, member, filters, frequency.data);
      return toasts.redirect("/saved-searches", {
        type: "success",
        title: t("savedSearches.messages.saved"),
        description:
          frequency.data === "instant"
            ? t("savedSearches.instantNote")
            : t("savedSearches.dailyNote"),
      });
    }
    if (intent === "pause" || intent === "resume" || intent === "delete") {
      await changeSavedSearch(db, member, String(form.get("id") ?? ""), intent);
      return toasts.redirect(
        "/saved-searches",
        { type: "success", title: t(`savedSearches.messages.${CHANGES[intent]}`) },
        { headers: { "X-Remix-Replace": "true" } },
      );
    }
    return data({ error: t("savedSearches.messages.unknownIntent") }, { status: 400 });
  } catch (error) {
    if (error instanceof SavedSearchError) {
      const key = REFUSALS.get(error.message);
      const message = key ? t(key, { max: MAX_SAVED_SEARCHES }) : error.message;
      return data({ error: message }, { status: error.status });
    }
    throw error;
  }
}

// Plain forms and links: sent without React (decisions 0057, 0092).
export const handle = staticPage;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: `${loaderData?.title ?? shellMessage(matches, "pageTitles.savedSearches") ?? "Saved Searches"} | Glut`,
  },
  { name: "robots", content: "noindex" },
];

export default function SavedSearches({ loaderData, actionData }: Route.ComponentProps) {
  const { saved } = loaderData;
  const { t } = useTranslation("alerts");
  return (
    <Container className="flex max-w-3xl flex-col gap-6 py-10">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl sm:text-4xl">{t("savedSearches.title")}</h1>
        <p className="text-ink-muted">{t("savedSearches.lead", { max: MAX_SAVED_SEARCHES })}</p>
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
          <p>{t("savedSearches.empty")}</p>
          <Button asChild>
            <Link to="/listings">
              <Search aria-hidden="true" /> {t("savedSearches.browse")}
            </Link>
          </Button>
        </div>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t("savedSearches.list")}>
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
                    {search.paused ? t("savedSearches.pausedNote") : ""}
                  </p>
                  <div className="flex flex-wrap gap-3">
                    <Form method="post">
                      <input type="hidden" name="id" value={search.id} />
                      {search.paused ? (
                        <Button type="submit" name="intent" value="resume" variant="secondary">
                          <BellRing aria-hidden="true" /> {t("savedSearches.resume")}
                          <span className="sr-only">
                            {t("savedSearches.alertsFor", { description: search.description })}
                          </span>
                        </Button>
                      ) : (
                        <Button type="submit" name="intent" value="pause" variant="outline">
                          <BellOff aria-hidden="true" /> {t("savedSearches.pause")}
                          <span className="sr-only">
                            {t("savedSearches.alertsFor", { description: search.description })}
                          </span>
                        </Button>
                      )}
                    </Form>
                    <Form method="post">
                      <input type="hidden" name="id" value={search.id} />
                      <Button type="submit" name="intent" value="delete" variant="outline">
                        <Trash2 aria-hidden="true" /> {t("savedSearches.delete")}
                        <span className="sr-only">
                          {t("savedSearches.deleteWhich", { description: search.description })}
                        </span>
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
