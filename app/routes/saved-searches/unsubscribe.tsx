import { Trans, useTranslation } from "react-i18next";
import { data, Form, Link } from "react-router";
import { staticPage } from "~/components/hydration";
import { pageMeta } from "~/components/seo";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { getI18n, getLanguage } from "~/i18n/i18n.server";
import { shellMessage } from "~/i18n/meta-messages";
import { preferencesCellHref } from "~/notifications/notification-kinds";
import { readSavedSearchUnsubscribeToken } from "~/saved-searches/saved-search-unsubscribe.server";
import { pauseSavedSearchById } from "~/saved-searches/saved-searches.server";
import { getServices } from "~/server/context.server";
import type { Route } from "./+types/unsubscribe";

// The link in saved-search alerts (decision 0049). Opening it only asks (mail scanners open
// links); the button, or a mail client's one-click POST (RFC 8058, List-Unsubscribe-Post),
// pauses that saved search. No sign-in needed: the signed token names the saved search, and a
// token we did not sign is refused with 403, changing nothing.

// A question and one button: plain HTML and a form post, no scripts (decisions 0057, 0112).
export const handle = staticPage;

function savedSearchOf(context: Route.LoaderArgs["context"], url: URL): string | null {
  return readSavedSearchUnsubscribeToken(
    getServices(context).env.BETTER_AUTH_SECRET,
    url.searchParams.get("token") ?? "",
  );
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const valid = savedSearchOf(context, url) !== null;
  const lng = getLanguage(context);
  const t = getI18n(context).getFixedT(null, "support");
  return data(
    {
      lng,
      title: t("savedSearchEmails.title"),
      description: t("savedSearchEmails.description"),
      valid,
      token: url.searchParams.get("token") ?? "",
      appUrl: getServices(context).env.APP_URL,
    },
    { status: valid ? 200 : 403 },
  );
}

export async function action({ context, url }: Route.ActionArgs) {
  const id = savedSearchOf(context, url);
  if (!id) return data({ valid: false, done: false }, { status: 403 });
  // A deleted saved search has nothing left to stop: done all the same.
  await pauseSavedSearchById(getServices(context).db, id);
  return { valid: true, done: true };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...pageMeta({
    title:
      loaderData?.title ??
      shellMessage(matches, "pageTitles.savedSearchEmails") ??
      "Saved search emails",
    description: loaderData?.description ?? "",
    path: "/saved-searches/unsubscribe",
    appUrl: loaderData?.appUrl ?? "",
    lng: loaderData?.lng,
  }),
  { name: "robots", content: "noindex" },
];

/** The matrix's cell for every saved search's emails (decision 0093). */
const ALL_SEARCHES_CELL = preferencesCellHref("saved-searches");

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const valid = actionData?.valid ?? loaderData.valid;
  const { t } = useTranslation("support");
  const searches = <Link key="searches" to="/saved-searches" />;
  const settings = <Link key="settings" to={ALL_SEARCHES_CELL} />;
  return (
    <Container className="flex max-w-xl flex-col gap-4 py-10">
      <h1 className="text-3xl">{t("savedSearchEmails.title")}</h1>
      {!valid ? (
        <p>
          <Trans t={t} i18nKey="savedSearchEmails.invalid" components={[searches]} />
        </p>
      ) : actionData?.done ? (
        <p role="status">
          <Trans t={t} i18nKey="savedSearchEmails.done" components={[searches, settings]} />
        </p>
      ) : (
        <Form
          method="post"
          action={`/saved-searches/unsubscribe?token=${encodeURIComponent(loaderData.token)}`}
          className="flex flex-col gap-3"
        >
          <p>{t("savedSearchEmails.ask")}</p>
          <Button type="submit" className="w-fit">
            {t("stopEmails.stop")}
          </Button>
          <p>
            <Trans t={t} i18nKey="savedSearchEmails.orStopAll" components={[settings]} />
          </p>
        </Form>
      )}
    </Container>
  );
}
