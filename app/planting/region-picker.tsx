import { MapPin } from "lucide-react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import { growingRegions } from "~/data/growing-regions";
import type { CalendarTab } from "./calendar-query";
import { REGION_INTENT, type RegionSource } from "./region-schema";
import type { RegionTiming } from "./regional-timing";

/** Where the shown region came from, in the page's words. */
const sourceText: Record<RegionSource, string> = {
  chosen: "the region you chose",
  district: "from the postcode district or town you gave",
  saved: "your saved region",
  default: "the calendar's own region; choose yours below",
};

/**
 * Choosing a region: a plain GET form for everyone (the choice travels in the address), or for
 * a signed-in member a POST that keeps it on the account; and a district or town lookup, also a
 * GET. All three work before JavaScript loads.
 */
export function RegionPicker({
  timing,
  source,
  place,
  tab,
  month,
  signedIn,
  districtTyped,
  districtError,
  suggestion,
}: {
  timing: RegionTiming;
  source: RegionSource;
  place: string | null;
  tab: CalendarTab;
  month: string | null;
  signedIn: boolean;
  districtTyped: string;
  districtError: string | null;
  /** The region of a member's profile location, offered until they save one. */
  suggestion: { place: string; regionName: string; regionId: string } | null;
}) {
  const keep = (
    <>
      <input type="hidden" name="tab" value={tab} />
      {month ? <input type="hidden" name="month" value={month} /> : null}
    </>
  );
  return (
    <section
      aria-labelledby="growing-region"
      data-print-hide
      className="flex flex-col gap-4 rounded-card border border-line bg-card p-5"
    >
      <div className="flex flex-col gap-1">
        <h2 id="growing-region" className="flex items-center gap-2 text-xl">
          <MapPin aria-hidden="true" className="size-5 text-leaf-deep" />
          Your growing region: {timing.name}
        </h2>
        <p className="text-ink-muted">
          {source === "district" && place ? `${place}, ` : ""}
          {sourceText[source]}. {timing.name} covers {timing.covers}.
        </p>
        {suggestion ? (
          <p>
            Your profile location, {suggestion.place}, is in {suggestion.regionName}: save it as
            your region to move your calendar and harvest dates.
          </p>
        ) : null}
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <Form
          method={signedIn ? "post" : "get"}
          action={signedIn ? `/planting-calendar?tab=${tab}` : "/planting-calendar"}
          className="flex flex-col gap-3"
        >
          {signedIn ? <input type="hidden" name="intent" value={REGION_INTENT} /> : null}
          {keep}
          <Field id="region-choice" label="Growing region">
            <NativeSelect
              name="region"
              defaultValue={suggestion?.regionId ?? timing.id}
              key={suggestion?.regionId ?? timing.id}
            >
              {growingRegions.map((region) => (
                <option key={region.id} value={region.id}>
                  {region.name}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Button type="submit" variant="outline" className="self-start">
            {signedIn ? "Save my region" : "Show this region"}
          </Button>
        </Form>
        <Form method="get" action="/planting-calendar" className="flex flex-col gap-3">
          {keep}
          <Field
            id="region-district"
            label="Or find it from your postcode district or town"
            error={districtError ?? undefined}
          >
            <Input
              name="district"
              defaultValue={districtTyped}
              autoComplete="off"
              maxLength={60}
              placeholder="LS6 or Leeds"
            />
          </Field>
          <Button type="submit" variant="outline" className="self-start">
            Find my region
          </Button>
        </Form>
      </div>
    </section>
  );
}
