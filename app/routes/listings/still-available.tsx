import { useTranslation } from "react-i18next";
import { data, Form, Link } from "react-router";
import { staticPage } from "~/components/hydration";
import { pageMeta } from "~/components/seo";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { getI18n, getLanguage } from "~/i18n/i18n.server";
import { shellMessage } from "~/i18n/meta-messages";
import { ListingError } from "~/listings/listing-errors";
import { formatUkDate } from "~/listings/listing-expiry";
import { readStillAvailableToken } from "~/listings/listing-expiry-link.server";
import { getListing } from "~/listings/listing-reads.server";
import { extendListingFromReminder } from "~/listings/listing-writes.server";
import { getServices } from "~/server/context.server";
import type { Route } from "./+types/still-available";

// The "still available" link in the expiry reminder (decision 0047). Opening it only asks (mail
// scanners open links); the button extends the listing a week. No sign-in needed: the signed
// token names the listing and the day the reminder was for.

// A question and one button: plain HTML and a form post, no scripts (decisions 0057, 0112).
export const handle = staticPage;

function sentFor(context: Route.LoaderArgs["context"], listingId: string, url: URL) {
  return readStillAvailableToken(
    getServices(context).env.BETTER_AUTH_SECRET,
    listingId,
    url.searchParams.get("token") ?? "",
  );
}

export async function loader({ context, url, params }: Route.LoaderArgs) {
  const { db, storage, env } = getServices(context);
  const day = sentFor(context, params.id, url);
  const listing = day
    ? await getListing(db, params.id, { publicUrl: (key) => storage.publicUrl(key) })
    : null;
  const lng = getLanguage(context);
  const t = getI18n(context).getFixedT(null, "myListings");
  return data(
    {
      lng,
      title: t("stillAvailable.title"),
      description: t("stillAvailable.description"),
      valid: listing !== null,
      name: listing?.name ?? null,
      token: url.searchParams.get("token") ?? "",
      appUrl: env.APP_URL,
    },
    { status: day === null ? 400 : listing ? 200 : 404 },
  );
}

export async function action({ context, url, params }: Route.ActionArgs) {
  const day = sentFor(context, params.id, url);
  if (!day) return data({ valid: false, until: null }, { status: 400 });
  try {
    const { availableUntil } = await extendListingFromReminder(
      getServices(context).db,
      params.id,
      day,
    );
    return {
      valid: true,
      until: availableUntil ? formatUkDate(availableUntil, getLanguage(context)) : null,
    };
  } catch (error) {
    if (error instanceof ListingError) {
      return data({ valid: false, until: null }, { status: error.status });
    }
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...pageMeta({
    title:
      loaderData?.title ?? shellMessage(matches, "pageTitles.stillAvailable") ?? "Still available",
    description: loaderData?.description ?? "",
    path: "/listings",
    appUrl: loaderData?.appUrl ?? "",
    lng: loaderData?.lng,
  }),
  { name: "robots", content: "noindex" },
];

export default function StillAvailable({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation("myListings");
  const valid = actionData?.valid ?? loaderData.valid;
  const myListings = <Link to="/my-listings">{t("page.title")}</Link>;
  return (
    <Container className="flex max-w-xl flex-col gap-4 py-10">
      <h1 className="text-3xl">{t("stillAvailable.title")}</h1>
      {!valid ? (
        <p>
          {t("stillAvailable.invalid")} {myListings}
          {t("form.after")}
        </p>
      ) : actionData ? (
        <p role="status">
          {actionData.until
            ? t("stillAvailable.doneUntil", { name: loaderData.name, date: actionData.until })
            : t("stillAvailable.done", { name: loaderData.name })}{" "}
          {myListings}
          {t("form.after")}
        </p>
      ) : (
        <Form
          method="post"
          action={`/listings/${params.id}/still-available?token=${encodeURIComponent(loaderData.token)}`}
          className="flex flex-col gap-3"
        >
          <p>{t("stillAvailable.ask", { name: loaderData.name })}</p>
          <Button type="submit" className="w-fit">
            {t("stillAvailable.yes")}
          </Button>
        </Form>
      )}
    </Container>
  );
}
