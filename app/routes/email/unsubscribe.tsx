import { Trans, useTranslation } from "react-i18next";
import { data, Form, Link } from "react-router";
import { staticPage } from "~/components/hydration";
import { pageMeta } from "~/components/seo";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { NOTIFICATION_KIND_OF } from "~/email-preferences/email-kinds";
import { readEmailUnsubscribeToken } from "~/email-preferences/email-unsubscribe.server";
import { getI18n, getLanguage } from "~/i18n/i18n.server";
import { shellMessage } from "~/i18n/meta-messages";
import { preferencesCellHref } from "~/notifications/notification-kinds";
import { setChannel } from "~/notifications/notification-preferences.server";
import { landOnCell } from "~/notifications/unsubscribe-landing.server";
import { getServices } from "~/server/context.server";
import { readForm } from "~/server/forms/read-form.server";
import type { Route } from "./+types/unsubscribe";

// A question and one button: plain HTML and a form post, no scripts (decision 0057).
export const handle = staticPage;

// The link in new-message, harvest-reminder and expiry-reminder emails (decision 0068). Opening
// it only asks (mail scanners open links); the button, or a mail provider's one-click POST
// (RFC 8058, List-Unsubscribe-Post), turns that kind's email cell off in the preferences matrix
// (decision 0093), and the page's button lands a signed-in member on that cell. No sign-in
// needed: the signed token names the account and the kind, and a token we did not sign is
// refused with 403.

function linkOf(context: Route.LoaderArgs["context"], url: URL) {
  return readEmailUnsubscribeToken(
    getServices(context).env.BETTER_AUTH_SECRET,
    url.searchParams.get("token") ?? "",
  );
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const link = linkOf(context, url);
  const lng = getLanguage(context);
  const t = getI18n(context).getFixedT(null, "support");
  return data(
    {
      lng,
      title: t("stopEmails.title"),
      description: t("stopEmails.description"),
      valid: link !== null,
      kindName: link ? t(`stopEmails.kinds.${link.kind}`) : "",
      cellHref: link
        ? preferencesCellHref(NOTIFICATION_KIND_OF[link.kind])
        : "/account/notifications",
      token: url.searchParams.get("token") ?? "",
      appUrl: getServices(context).env.APP_URL,
    },
    { status: link ? 200 : 403 },
  );
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const link = linkOf(context, url);
  if (!link) return data({ valid: false, done: false }, { status: 403 });
  const { db, toasts } = getServices(context);
  const kind = NOTIFICATION_KIND_OF[link.kind];
  await setChannel(db, link.userId, kind, "email", false);
  return (
    (await landOnCell(context, toasts, await readForm(request, context), link.userId, kind)) ?? {
      valid: true,
      done: true,
    }
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...pageMeta({
    title: loaderData?.title ?? shellMessage(matches, "pageTitles.stopEmails") ?? "Stop emails",
    description: loaderData?.description ?? "",
    path: "/email/unsubscribe",
    appUrl: loaderData?.appUrl ?? "",
    lng: loaderData?.lng,
  }),
  { name: "robots", content: "noindex" },
];

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const valid = actionData?.valid ?? loaderData.valid;
  const { t } = useTranslation("support");
  const settings = <Link key="settings" to={loaderData.cellHref} />;
  return (
    <Container className="flex max-w-xl flex-col gap-4 py-10">
      <h1 className="text-3xl">{t("stopEmails.title")}</h1>
      {!valid ? (
        <p>
          <Trans
            t={t}
            i18nKey="stopEmails.invalid"
            components={[<Link key="settings" to="/account/notifications" />]}
          />
        </p>
      ) : actionData?.done ? (
        <p role="status">
          <Trans
            t={t}
            i18nKey="stopEmails.done"
            values={{ kind: loaderData.kindName }}
            components={[settings]}
          />
        </p>
      ) : (
        <Form
          method="post"
          action={`/email/unsubscribe?token=${encodeURIComponent(loaderData.token)}`}
          className="flex flex-col gap-3"
        >
          <input type="hidden" name="land" value="cell" />
          <p>{t("stopEmails.ask", { kind: loaderData.kindName })}</p>
          <Button type="submit" className="w-fit">
            {t("stopEmails.stop")}
          </Button>
          <p>
            <Trans t={t} i18nKey="stopEmails.orChoose" components={[settings]} />
          </p>
        </Form>
      )}
    </Container>
  );
}
