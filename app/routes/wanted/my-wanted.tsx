import { Plus } from "lucide-react";
import { data, Form, Link } from "react-router";
import { requireUser } from "~/accounts/current-user.server";
import { staticPage } from "~/components/hydration";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { listingCategoryLabel } from "~/listings/listing-options";
import { getServices } from "~/server/context.server";
import { readForm } from "~/server/forms/read-form.server";
import { WantedError } from "~/wanted/wanted-errors";
import { listOwnWantedPosts, type OwnWantedState } from "~/wanted/wanted-reads.server";
import { lookingFor, wantedUntilLabel } from "~/wanted/wanted-text";
import { MY_WANTED_PATH } from "~/wanted/wanted-view";
import { closeWantedPost } from "~/wanted/wanted-writes.server";
import type { Route } from "./+types/my-wanted";

// A member's wanted posts (decision 0090): each with where it stands, Edit while it is open, and
// Close. Signed in is enough to see and close one's own (a lapsed member can still take a post
// down); posting and editing need the member gate.

export async function loader({ context, url }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  const posts = await listOwnWantedPosts(getServices(context).db, user.id);
  return {
    posts: posts.map((post) => ({
      id: post.id,
      title: lookingFor(post.title),
      place: `${listingCategoryLabel(post.category)} · near ${post.location}`,
      note: post.note,
      until: wantedUntilLabel(post.expiresOn),
      state: post.state,
      hiddenReason: post.hiddenReason,
    })),
  };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const user = requireUser(context, url);
  const { db, toasts } = getServices(context);
  const form = await readForm(request);
  if (form.get("intent") !== "close") {
    return data({ error: "Unknown action." }, { status: 400 });
  }
  try {
    await closeWantedPost(db, user, String(form.get("id") ?? ""));
  } catch (error) {
    if (error instanceof WantedError)
      return data({ error: error.message }, { status: error.status });
    throw error;
  }
  return toasts.redirect(
    MY_WANTED_PATH,
    { type: "success", title: "Wanted post closed", description: "It no longer shows to anyone." },
    { headers: { "X-Remix-Replace": "true" } },
  );
}

export const handle = staticPage;

export const meta: Route.MetaFunction = () => [
  { title: "Your Wanted Posts | Glut" },
  { name: "robots", content: "noindex" },
];

const STATE: Record<OwnWantedState, { label: string; variant: "success" | "neutral" | "danger" }> =
  {
    open: { label: "Showing", variant: "success" },
    closed: { label: "Closed", variant: "neutral" },
    expired: { label: "Expired", variant: "neutral" },
    hidden: { label: "Hidden by a moderator", variant: "danger" },
  };

export default function MyWanted({ loaderData, actionData }: Route.ComponentProps) {
  const { posts } = loaderData;
  return (
    <Container className="flex max-w-3xl flex-col gap-6 py-8 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl sm:text-4xl">Your Wanted Posts</h1>
          <p className="text-ink-muted">
            What you are looking for. Close a post once you have found it.
          </p>
        </div>
        <Button asChild>
          <Link to="/wanted/new">
            <Plus aria-hidden="true" /> Ask for something
          </Link>
        </Button>
      </div>
      {actionData?.error ? (
        <Alert variant="error">
          <AlertDescription>
            <p role="alert">{actionData.error}</p>
          </AlertDescription>
        </Alert>
      ) : null}
      {posts.length === 0 ? (
        <p className="rounded-card border border-dashed border-line bg-card p-6">
          You have no wanted posts yet. <Link to="/wanted/new">Ask for something</Link> and members
          near you will see it.
        </p>
      ) : (
        <ul className="flex flex-col gap-4">
          {posts.map((post) => (
            <li
              key={post.id}
              className="flex flex-col gap-2 rounded-card border border-line bg-card p-4"
              aria-labelledby={`mine-${post.id}`}
            >
              <h2 id={`mine-${post.id}`} className="text-xl wrap-anywhere">
                {post.title}
              </h2>
              <p className="text-ink-muted">{post.place}</p>
              {post.note ? <p className="wrap-anywhere whitespace-pre-line">{post.note}</p> : null}
              <p className="flex flex-wrap items-center gap-2 text-sm">
                <Badge variant={STATE[post.state].variant}>{STATE[post.state].label}</Badge>
                {post.state === "open" ? <span>{post.until}</span> : null}
              </p>
              {post.state === "hidden" && post.hiddenReason ? (
                <p className="text-sm">Reason: {post.hiddenReason}</p>
              ) : null}
              {post.state === "open" || post.state === "expired" ? (
                <div className="flex flex-wrap gap-3">
                  <Button asChild variant="outline" size="sm">
                    <Link to={`/wanted/${post.id}/edit`}>
                      Edit<span className="sr-only"> {post.title}</span>
                    </Link>
                  </Button>
                  <Form method="post">
                    <input type="hidden" name="intent" value="close" />
                    <input type="hidden" name="id" value={post.id} />
                    <Button type="submit" variant="outline" size="sm">
                      Close<span className="sr-only"> {post.title}</span>
                    </Button>
                  </Form>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Container>
  );
}
