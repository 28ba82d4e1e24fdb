import { useTranslation } from "react-i18next";
import { staticPage } from "~/components/hydration";
import { InlineScript } from "~/components/inline-script";
import { pageMeta } from "~/components/seo";
import { Container } from "~/components/ui/container";
import { xhrSubmission } from "~/components/xhr-submission.server";
import { citiesByPopulation } from "~/data/cities-by-population";
import { getI18n, getLanguage } from "~/i18n/i18n.server";
import { shellMessage } from "~/i18n/meta-messages";
import { newFormKey } from "~/idempotency/form-submissions.server";
import { listingChecksFor } from "~/listings/listing-checks.server";
import { defaultAvailableUntil, ukToday } from "~/listings/listing-expiry";
import { ListingForm } from "~/listings/listing-form";
import listingFormScript from "~/listings/listing-form.island.ts?inline-script";
import { listingFormAction } from "~/listings/listing-form-action.server";
import { CREATE_GATE_REASON } from "~/listings/listing-messages";
import {
  LISTING_LIMITS,
  type ListingCategory,
  listingCategories,
} from "~/listings/listing-options";
import { requireMember } from "~/membership/member-gate.server";
import { getServices } from "~/server/context.server";
import type { Route } from "./+types/create-listing";

export async function loader({ context, url }: Route.LoaderArgs) {
  const user = await requireMember(context, url, CREATE_GATE_REASON);
  // 'List your surplus' (the planting calendar) opens the form with ?name=&category=&location=.
  const param = (key: string, max: number) =>
    url.searchParams.get(key)?.trim().slice(0, max) || undefined;
  const given = url.searchParams.get("category") as ListingCategory | null;
  const category = given && listingCategories.includes(given) ? given : undefined;
  const lng = getLanguage(context);
  const t = getI18n(context).getFixedT(null, "myListings");
  return {
    lng,
    title: t("create.title"),
    description: t("create.description"),
    prefill: {
      name: param("name", LISTING_LIMITS.name),
      category,
      location: param("location", LISTING_LIMITS.location),
      availableUntil: category
        ? (defaultAvailableUntil(category, ukToday(new Date())) ?? undefined)
        : undefined,
    },
    appUrl: getServices(context).env.APP_URL,
    emailVerified: user.emailVerified,
    checks: listingChecksFor(t),
    defaultLocation: user.profile.location ?? "",
    places: citiesByPopulation.map((city) => city.name),
    formKey: newFormKey(),
  };
}

export async function action(args: Route.ActionArgs) {
  return listingFormAction(args, { mode: "create" });
}

// With JavaScript the form is sent by XMLHttpRequest (for its progress bar) and answered as JSON.
export const middleware: Route.MiddlewareFunction[] = [xhrSubmission(action)];

// Static (decision 0108): one plain multipart form, and one inline script that checks it from its
// schema, previews and orders its photos and sends it with a progress bar.
export const handle = staticPage;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...pageMeta({
    title:
      loaderData?.title ??
      shellMessage(matches, "pageTitles.createListing") ??
      "Share From Your Garden",
    description: loaderData?.description ?? "",
    path: "/create-listing",
    appUrl: loaderData?.appUrl ?? "",
    lng: loaderData?.lng,
  }),
  { name: "robots", content: "noindex" },
];

export default function CreateListing({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("myListings");
  return (
    <Container className="flex max-w-2xl flex-col gap-6 py-8 sm:py-10">
      <div>
        <h1 className="text-3xl sm:text-4xl">{t("create.title")}</h1>
        <p className="text-ink-muted">{t("create.intro")}</p>
      </div>
      <ListingForm
        id="create-listing"
        action="/create-listing"
        actionData={actionData}
        defaultValue={{
          ...loaderData.prefill,
          location: loaderData.prefill.location ?? (loaderData.defaultLocation || undefined),
        }}
        places={loaderData.places}
        emailVerified={loaderData.emailVerified}
        checks={loaderData.checks}
        submitLabel={t("create.submit")}
        submittingLabel={t("create.submitting")}
        prefillAvailableUntil
        formKey={loaderData.formKey}
      />
      <InlineScript code={listingFormScript} />
    </Container>
  );
}
