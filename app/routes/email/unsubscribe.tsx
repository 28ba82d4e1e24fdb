import { data, Form, Link } from "react-router";
import { staticPage } from "~/components/hydration";
import { pageMeta } from "~/components/seo";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { EMAIL_KIND_LABELS, NOTIFICATION_KIND_OF } from "~/email-preferences/email-kinds";
import { readEmailUnsubscribeToken } from "~/email-preferences/email-unsubscribe.server";
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
  return data(
    {
      valid: link !== null,
      kindName: link ? EMAIL_KIND_LABELS[link.kind].name : "",
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
    (await landOnCell(context, toasts, await readForm(request), link.userId, kind)) ?? {
      valid: true,
      done: true,
    }
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...pageMeta({
    title: "Stop emails",
    description: "Stop a kind of notification email.",
    path: "/email/unsubscribe",
    appUrl: loaderData?.appUrl ?? "",
  }),
  { name: "robots", content: "noindex" },
];

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const valid = actionData?.valid ?? loaderData.valid;
  return (
    <Container className="flex max-w-xl flex-col gap-4 py-10">
      <h1 className="text-3xl">Stop emails</h1>
      {!valid ? (
        <p>
          This link is not valid. You can turn notification emails off from your{" "}
          <Link to="/account/notifications">notification settings</Link> instead.
        </p>
      ) : actionData?.done ? (
        <p role="status">
          Done: we will not send you {loaderData.kindName} any more. You can turn them back on in
          your <Link to={loaderData.cellHref}>notification settings</Link>.
        </p>
      ) : (
        <Form
          method="post"
          action={`/email/unsubscribe?token=${encodeURIComponent(loaderData.token)}`}
          className="flex flex-col gap-3"
        >
          <input type="hidden" name="land" value="cell" />
          <p>Stop {loaderData.kindName}?</p>
          <Button type="submit" className="w-fit">
            Stop these emails
          </Button>
          <p>
            Or choose how you hear of it in your{" "}
            <Link to={loaderData.cellHref}>notification settings</Link>.
          </p>
        </Form>
      )}
    </Container>
  );
}
