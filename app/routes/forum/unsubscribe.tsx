import { useTranslation } from "react-i18next";
import { data, Form, Link } from "react-router";
import { staticPage } from "~/components/hydration";
import { pageMeta } from "~/components/seo";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { readUnsubscribeToken } from "~/forum/forum-unsubscribe.server";
import { getI18n, getLanguage } from "~/i18n/i18n.server";
import { shellMessage } from "~/i18n/meta-messages";
import { preferencesCellHref } from "~/notifications/notification-kinds";
import { setChannel } from "~/notifications/notification-preferences.server";
import { landOnCell } from "~/notifications/unsubscribe-landing.server";
import { getServices } from "~/server/context.server";
import { readForm } from "~/server/forms/read-form.server";
import type { Route } from "./+types/unsubscribe";

// The link in forum emails. Opening it only asks (mail scanners open links); the button, or a
// mail client's one-click POST (RFC 8058, List-Unsubscribe-Post), turns the forum replies' email
// cell off in the preferences matrix (decision 0093); the page's button lands a signed-in member
// on that cell. No sign-in needed: the signed token names the account.

// A question and one button: plain HTML and a form post, no scripts (decisions 0057, 0112).
export const handle = staticPage;

const CELL = preferencesCellHref("forum-replies");

function accountOf(context: Route.LoaderArgs["context"], url: URL): string | null {
  return readUnsubscribeToken(
    getServices(context).env.BETTER_AUTH_SECRET,
    url.searchParams.get("token") ?? "",
  );
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const valid = accountOf(context, url) !== null;
  const lng = getLanguage(context);
  const t = getI18n(context).getFixedT(null, "forum");
  return data(
    {
      lng,
      title: t("unsubscribe.title"),
      description: t("unsubscribe.description"),
      valid,
      done: false,
      token: url.searchParams.get("token") ?? "",
      appUrl: getServices(context).env.APP_URL,
    },
    { status: valid ? 200 : 400 },
  );
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const userId = accountOf(context, url);
  if (!userId) return data({ valid: false, done: false }, { status: 400 });
  const { db, toasts } = getServices(context);
  // An account deleted since the email was sent has nothing left to stop (setChannel allows it).
  await setChannel(db, userId, "forum-replies", "email", false);
  return (
    (await landOnCell(
      context,
      toasts,
      await readForm(request, context),
      userId,
      "forum-replies",
    )) ?? {
      valid: true,
      done: true,
    }
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...pageMeta({
    title: loaderData?.title ?? shellMessage(matches, "pageTitles.forumEmails") ?? "Forum emails",
    description: loaderData?.description ?? "",
    path: "/forum/unsubscribe",
    appUrl: loaderData?.appUrl ?? "",
    lng: loaderData?.lng,
  }),
  { name: "robots", content: "noindex" },
];

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const valid = actionData?.valid ?? loaderData.valid;
  const { t } = useTranslation("forum");
  const settings = <Link to={CELL}>{t("unsubscribe.settings")}</Link>;
  return (
    <Container className="flex max-w-xl flex-col gap-4 py-10">
      <h1 className="text-3xl">{t("unsubscribe.title")}</h1>
      {!valid ? (
        <p>
          {t("unsubscribe.invalidBefore")}
          {settings}
          {t("unsubscribe.invalidAfter")}
        </p>
      ) : actionData?.done ? (
        <p role="status">
          {t("unsubscribe.doneBefore")}
          {settings}
          {t("unsubscribe.doneAfter")}
        </p>
      ) : (
        <Form
          method="post"
          action={`/forum/unsubscribe?token=${encodeURIComponent(loaderData.token)}`}
          className="flex flex-col gap-3"
        >
          <input type="hidden" name="land" value="cell" />
          <p>{t("unsubscribe.question")}</p>
          <Button type="submit" className="w-fit">
            {t("unsubscribe.stop")}
          </Button>
          <p>
            {t("unsubscribe.orBefore")}
            {settings}
            {t("unsubscribe.orAfter")}
          </p>
        </Form>
      )}
    </Container>
  );
}
