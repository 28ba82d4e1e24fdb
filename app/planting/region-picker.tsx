import { MapPin } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import type { CalendarTab } from "./calendar-query";
import { REGION_INTENT, type RegionSource } from "./region-schema";
import type { RegionTiming } from "./regional-timing";

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
  regions,
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
  /** Every growing region, named in the page's language. */
  regions: readonly { id: string; name: string }[];
}) {
  const { t } = useTranslation("planting");
  const sourceWords = {
    source: t(`region.source.${source}`),
    name: timing.name,
    covers: timing.covers,
  };
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
          {t("region.heading", { name: timing.name })}
        </h2>
        <p className="text-ink-muted">
          {source === "district" && place
            ? t("region.sourceFromPlace", { ...sourceWords, place })
            : t("region.sourceLine", sourceWords)}
        </p>
        {suggestion ? (
          <p>
            {t("region.suggestion", { place: suggestion.place, region: suggestion.regionName })}
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
          <Field id="region-choice" label={t("region.choice")}>
            <NativeSelect
              name="region"
              defaultValue={suggestion?.regionId ?? timing.id}
              key={suggestion?.regionId ?? timing.id}
            >
              {regions.map((region) => (
                <option key={region.id} value={region.id}>
                  {region.name}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Button type="submit" variant="outline" className="self-start">
            {signedIn ? t("region.save") : t("region.show")}
          </Button>
        </Form>
        <Form method="get" action="/planting-calendar" className="flex flex-col gap-3">
          {keep}
          <Field
            id="region-district"
            label={t("region.district")}
            error={districtError ?? undefined}
          >
            <Input
              name="district"
              defaultValue={districtTyped}
              autoComplete="off"
              maxLength={60}
              placeholder={t("region.districtPlaceholder")}
            />
          </Field>
          <Button type="submit" variant="outline" className="self-start">
            {t("region.find")}
          </Button>
        </Form>
      </div>
    </section>
  );
}
