import type { SubmissionResult } from "@conform-to/react";
import { CalendarPlus, LogIn, RefreshCw, Sprout } from "lucide-react";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { calendarHref } from "./calendar-query";
import type { GardenData } from "./garden-view";
import { ConfirmDeletePlanting, PlantingCard } from "./planting-card";
import { PlantingForm } from "./planting-form";
import { PLANTING_INTENTS } from "./planting-schema";

/** My Garden: the form, the plantings soonest harvest first, and the calendar feed. */
export function GardenTracker({
  garden,
  lastResult,
  regionName,
  harvestShiftDays,
}: {
  garden: GardenData;
  lastResult?: SubmissionResult<string[]> | null;
  /** The member's growing region, which sets a common plant's suggested harvest date. */
  regionName: string;
  harvestShiftDays: number;
}) {
  const { plantings, editing, confirmDelete, feedUrl } = garden;
  return (
    <div className="flex flex-col gap-8">
      <section
        id="planting-form"
        aria-labelledby="planting-form-title"
        className="flex flex-col gap-4 rounded-card border border-line bg-card p-5 sm:p-6"
      >
        <h2 id="planting-form-title" className="text-2xl">
          {editing ? `Edit ${editing.plantName}` : "Add a planting"}
        </h2>
        <PlantingForm
          key={`${editing?.id ?? "new"}-${garden.version}`}
          defaultValue={editing ?? undefined}
          lastResult={lastResult}
          harvestShiftDays={harvestShiftDays}
        />
        <p data-garden-region className="text-ink-muted">
          Suggested harvest dates are for your region, {regionName}
          {harvestShiftDays === 0
            ? "."
            : `: ${Math.abs(harvestShiftDays / 7)} week${Math.abs(harvestShiftDays) === 7 ? "" : "s"} ${harvestShiftDays > 0 ? "later" : "earlier"} than in southern and central England.`}{" "}
          Dates you type yourself are kept as they are.
        </p>
      </section>

      <section aria-labelledby="my-plantings" className="flex flex-col gap-4">
        <h2 id="my-plantings" className="text-2xl">
          My plantings
        </h2>
        {confirmDelete ? <ConfirmDeletePlanting planting={confirmDelete} /> : null}
        {plantings.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-line bg-card px-6 py-10 text-center">
            <Sprout aria-hidden="true" className="size-10 text-leaf" />
            <p className="text-xl font-bold text-soil">Nothing planted yet</p>
            <p className="max-w-prose text-ink-muted">
              Add what you have sown or planted above, and we will count down to harvest.
            </p>
          </div>
        ) : (
          <>
            <p className="font-semibold">
              {plantings.length === 1 ? "1 planting" : `${plantings.length} plantings`}, soonest
              harvest first
            </p>
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {plantings.map((planting) => (
                <li key={planting.id}>
                  <PlantingCard planting={planting} />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      <section aria-labelledby="calendar-feed" className="flex max-w-prose flex-col gap-3">
        <h2 id="calendar-feed" className="text-2xl">
          Harvest dates in your calendar
        </h2>
        <p>
          Subscribe to your private calendar address in Google Calendar, Apple Calendar or Outlook
          and your expected harvest dates appear there. Anyone with the address can see them: keep
          it to yourself, and reset it if it gets out.
        </p>
        {feedUrl ? (
          <>
            <label htmlFor="feed-url" className="font-semibold">
              Your calendar address
            </label>
            <input
              id="feed-url"
              readOnly
              value={feedUrl}
              className="min-h-11 w-full rounded-lg border border-line bg-cream px-3 font-mono text-sm"
            />
            <Form method="post" action="/planting-calendar?tab=garden">
              <input type="hidden" name="intent" value={PLANTING_INTENTS.resetFeed} />
              <Button type="submit" variant="outline" size="sm">
                <RefreshCw aria-hidden="true" /> Reset the address
              </Button>
            </Form>
          </>
        ) : (
          <Form method="post" action="/planting-calendar?tab=garden">
            <input type="hidden" name="intent" value={PLANTING_INTENTS.resetFeed} />
            <Button type="submit" variant="outline">
              <CalendarPlus aria-hidden="true" /> Get my calendar address
            </Button>
          </Form>
        )}
      </section>
    </div>
  );
}

/** Visitors see this in the tracker's place. */
export function GardenSignInPrompt() {
  const back = encodeURIComponent(calendarHref("garden"));
  return (
    <div className="flex flex-col items-center gap-4 rounded-card border border-dashed border-line bg-card px-6 py-10 text-center">
      <Sprout aria-hidden="true" className="size-10 text-leaf" />
      <h2 className="text-2xl">Sign in to use My Garden</h2>
      <p className="max-w-prose text-ink-muted">
        Keep track of what you have planted and when it should be ready, saved to your free Glut
        account. The monthly, seasonal and yearly guides are open to everyone.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to={`/login?redirectTo=${back}`}>
            <LogIn aria-hidden="true" /> Sign in
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/signup">Create a free account</Link>
        </Button>
      </div>
    </div>
  );
}
