import { data, Form, Link } from "react-router";
import { pageMeta } from "~/components/seo";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { preferencesCellHref } from "~/notifications/notification-kinds";
import { readSavedSearchUnsubscribeToken } from "~/saved-searches/saved-search-unsubscribe.server";
import { pauseSavedSearchById } from "~/saved-searches/saved-searches.server";
import { getServices } from "~/server/context.server";
import type { Route } from "./+types/unsubscribe";

// The link in saved-search alerts (decision 0049). Opening it only asks (mail scanners open
// links); the button, or a mail client's one-click POST (RFC 8058, List-Unsubscribe-Post),
// pauses that saved search. No sign-in needed: the signed token names the saved search, and a
// token we did not sign is refused with 403, changing nothing.

function savedSearchOf(context: Route.LoaderArgs["context"], url: URL): string | null {
  return readSavedSearchUnsubscribeToken(
    getServices(context).env.BETTER_AUTH_SECRET,
    url.searchParams.get("token") ?? "",
  );
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const valid = savedSearchOf(context, url) !== null;
  return data(
    {
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

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...pageMeta({
    title: "Saved search emails",
    description: "Stop the emails for a saved search.",
    path: "/saved-searches/unsubscribe",
    appUrl: loaderData?.appUrl ?? "",
  }),
  { name: "robots", content: "noindex" },
];

/** The matrix's cell for every saved search's emails (decision 0093). */
const ALL_SEARCHES_CELL = preferencesCellHref("saved-searches");

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const valid = actionData?.valid ?? loaderData.valid;
  return (
    <Container className="flex max-w-xl flex-col gap-4 py-10">
      <h1 className="text-3xl">Saved search emails</h1>
      {!valid ? (
        <p>
          This link is not valid. You can pause or delete saved searches from your{" "}
          <Link to="/saved-searches">saved searches</Link> instead.
        </p>
      ) : actionData?.done ? (
        <p role="status">
          Done: we will not email you about this saved search any more. You can resume it from your{" "}
          <Link to="/saved-searches">saved searches</Link>, or stop every saved-search email in your{" "}
          <Link to={ALL_SEARCHES_CELL}>notification settings</Link>.
        </p>
      ) : (
        <Form
          method="post"
          action={`/saved-searches/unsubscribe?token=${encodeURIComponent(loaderData.token)}`}
          className="flex flex-col gap-3"
        >
          <p>Stop the emails about new listings matching this saved search?</p>
          <Button type="submit" className="w-fit">
            Stop these emails
          </Button>
          <p>
            Or stop every saved-search email in your{" "}
            <Link to={ALL_SEARCHES_CELL}>notification settings</Link>.
          </p>
        </Form>
      )}
    </Container>
  );
}
