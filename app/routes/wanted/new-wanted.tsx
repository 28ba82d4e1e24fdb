import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { staticPage } from "~/components/hydration";
import { InlineScript } from "~/components/inline-script";
import { Container } from "~/components/ui/container";
import { citiesByPopulation } from "~/data/cities-by-population";
import { getI18n, getLanguage } from "~/i18n/i18n.server";
import { shellMessage } from "~/i18n/meta-messages";
import { type ListingCategory, listingCategories } from "~/listings/listing-options";
import { requireMember } from "~/membership/member-gate.server";
import { ukToday } from "~/planting/uk-calendar";
import { wantedChecksFor } from "~/wanted/wanted-checks.server";
import { WantedForm } from "~/wanted/wanted-form";
import wantedFormScript from "~/wanted/wanted-form.island.ts?inline-script";
import { wantedFormAction } from "~/wanted/wanted-form-action.server";
import { defaultWantedExpiry, latestWantedExpiry, WANTED_GATE_REASON } from "~/wanted/wanted-text";
import { MY_WANTED_PATH } from "~/wanted/wanted-view";
import type { Route } from "./+types/new-wanted";

// Posting a wanted post (decision 0090): "Looking for: rhubarb crowns near LS6".

export async function loader({ context, url }: Route.LoaderArgs) {
  const lng = getLanguage(context);
  const t = getI18n(context).getFixedT(null, "wanted");
  const member = await requireMember(context, url, WANTED_GATE_REASON);
  const today = ukToday(new Date());
  const given = url.searchParams.get("category") as ListingCategory | null;
  return {
    lng,
    title: t("new.title"),
    checks: wantedChecksFor(t),
    places: citiesByPopulation.map((city) => city.name),
    today,
    latest: latestWantedExpiry(today),
    defaultValue: {
      title: url.searchParams.get("title")?.trim().slice(0, 100) || undefined,
      category: given && listingCategories.includes(given) ? given : undefined,
      location: member.profile.location ?? undefined,
      expiresOn: defaultWantedExpiry(today),
    },
  };
}

export async function action(args: Route.ActionArgs) {
  return wantedFormAction(args, { mode: "create" });
}

// Static (decision 0106): one plain form, checked from its schema by one inline script.
export const handle = staticPage;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: `${loaderData?.title ?? shellMessage(matches, "pageTitles.newWanted") ?? "Post a Wanted Post"} | Glut`,
  },
  { name: "robots", content: "noindex" },
];

export default function NewWanted({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("wanted");
  return (
    <Container className="flex max-w-2xl flex-col gap-6 py-8 sm:py-10">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl sm:text-4xl">{t("new.heading")}</h1>
        <p className="text-ink-muted">
          {t("new.lead")}
          <Link to={MY_WANTED_PATH}>{t("mine.yours")}</Link>
        </p>
      </div>
      <WantedForm
        id="new-wanted"
        action="/wanted/new"
        actionData={actionData}
        defaultValue={loaderData.defaultValue}
        places={loaderData.places}
        checks={loaderData.checks}
        today={loaderData.today}
        latest={loaderData.latest}
        submitLabel={t("new.submit")}
      />
      <InlineScript code={wantedFormScript} />
    </Container>
  );
}
