import { data, Form, Link } from "react-router";
import { staticPage } from "~/components/hydration";
import { pageMeta } from "~/components/seo";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { EMAIL_KIND_LABELS } from "~/email-preferences/email-kinds";
import { setEmailKind } from "~/email-preferences/email-preferences.server";
import { readEmailUnsubscribeToken } from "~/email-preferences/email-unsubscribe.server";
import { getServices } from "~/server/context.server";
import type { Route } from "./+types/unsubscribe";

// A question and one button: plain HTML and a form post, no scripts (decision 0057).
export const handle = staticPage;

// The link in new-message, harvest-reminder and expiry-reminder emails (decision 0068). Opening
// it only asks (mail scanners open links); the button, or a mail provider's one-click POST
// (RFC 8058, List-Unsubscribe-Post), turns that kind of email off. No sign-in needed: the signed
// token names the account and the kind, and a token we did not sign is refused with 403.

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
      token: url.searchParams.get("token") ?? "",
      appUrl: getServices(context).env.APP_URL,
    },
    { status: link ? 200 : 403 },
  );
}

export async function action({ context, url }: Route.ActionArgs) {
  const link = linkOf(context, url);
  if (!link) return data({ valid: false, done: false }, { status: 403 });
  await setEmailKind(getServices(context).db, link.userId, link.kind, false);
  return { valid: true, done: true };
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
          <Link to="/dashboard">dashboard</Link> instead.
        </p>
      ) : actionData?.done ? (
        <p role="status">
          Done: we will not send you {loaderData.kindName} any more. You can turn them back on from
          your <Link to="/dashboard">dashboard</Link>.
        </p>
      ) : (
        <Form
          method="post"
          action={`/email/unsubscribe?token=${encodeURIComponent(loaderData.token)}`}
          className="flex flex-col gap-3"
        >
          <p>Stop {loaderData.kindName}?</p>
          <Button type="submit" className="w-fit">
            Stop these emails
          </Button>
        </Form>
      )}
    </Container>
  );
}
