import { Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { data, Form, Link } from "react-router";
import { requireUser } from "~/accounts/current-user.server";
import { staticPage } from "~/components/hydration";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { getI18n, getLanguage } from "~/i18n/i18n.server";
import { shellMessage } from "~/i18n/meta-messages";
import { listingCategories } from "~/listings/listing-options";
import { formatUkDate } from "~/planting/uk-calendar";
import { getServices } from "~/server/context.server";
import { readForm } from "~/server/forms/read-form.server";
import { WantedError } from "~/wanted/wanted-errors";
import { listOwnWantedPosts, type OwnWantedState } from "~/wanted/wanted-reads.server";
import { wantedRefusalIn } from "~/wanted/wanted-text";
import { MY_WANTED_PATH } from "~/wanted/wanted-view";
import { closeWantedPost } from "~/wanted/wanted-writes.server";
import type { Route } from "./+types/my-wanted";

// A member's wanted posts (decision 0090): each with where it stands, Edit while it is open, and
// Close. Signed in is enough to see and close one's own (a lapsed member can still take a post
// down); posting and editing need the member gate.

export async function loader({ context, url }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  const lng = getLanguage(context);
  const t = getI18n(context).getFixedT(null, "wanted");
  const posts = await listOwnWantedPosts(getServices(context).db, user.id);
  // A category the lists do not know (an old one) keeps its stored name.
  const category = (name: string) =>
    (listingCategories as readonly string[]).includes(name)
      ? t(`listings:categories.${name}`)
      : name;
  return {
    title: t("mine.title"),
    posts: posts.map((post) => ({
      id: post.id,
      title: t("card.lookingFor", { title: post.title }),
      place: t("mine.place", { category: category(post.category), location: post.location }),
      note: post.note,
      until: t("card.until", { date: formatUkDate(post.expiresOn, lng) }),
      state: post.state,
      hiddenReason: post.hiddenReason,
    })),
  };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const user = requireUser(context, url);
  const { db, toasts } = getServices(context);
  const t = getI18n(context).getFixedT(null, "wanted");
  const form = await readForm(request, context);
  if (form.get("intent") !== "close") {
    return data({ error: t("mine.unknown") }, { status: 400 });
  }
  try {
    await closeWantedPost(db, user, String(form.get("id") ?? ""));
  } catch (error) {
    if (error instanceof WantedError)
      return data({ error: wantedRefusalIn(error.message, t) }, { status: error.status });
    throw error;
  }
  return toasts.redirect(
    MY_WANTED_PATH,
    { type: "success", title: t("mine.closedTitle"), description: t("mine.closedText") },
    { headers: { "X-Remix-Replace": "true" } },
  );
}

export const handle = staticPage;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: `${loaderData?.title ?? shellMessage(matches, "pageTitles.myWanted") ?? "Your Wanted Posts"} | Glut`,
  },
  { name: "robots", content: "noindex" },
];

const STATE: Record<OwnWantedState, "success" | "neutral" | "danger"> = {
  open: "success",
  closed: "neutral",
  expired: "neutral",
  hidden: "danger",
};

export default function MyWanted({ loaderData, actionData }: Route.ComponentProps) {
  const { posts } = loaderData;
  const { t } = useTranslation("wanted");
  return (
    <Container className="flex max-w-3xl flex-col gap-6 py-8 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl sm:text-4xl">{t("mine.title")}</h1>
          <p className="text-ink-muted">{t("mine.lead")}</p>
        </div>
        <Button asChild>
          <Link to="/wanted/new">
            <Plus aria-hidden="true" /> {t("card.ask")}
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
          {t("mine.none")}
          <Link to="/wanted/new">{t("card.ask")}</Link>
          {t("mine.noneAfter")}
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
                <Badge variant={STATE[post.state]}>{t(`mine.state.${post.state}`)}</Badge>
                {post.state === "open" ? <span>{post.until}</span> : null}
              </p>
              {post.state === "hidden" && post.hiddenReason ? (
                <p className="text-sm">{t("mine.reason", { reason: post.hiddenReason })}</p>
              ) : null}
              {post.state === "open" || post.state === "expired" ? (
                <div className="flex flex-wrap gap-3">
                  <Button asChild variant="outline" size="sm">
                    <Link to={`/wanted/${post.id}/edit`}>
                      {t("mine.edit")}
                      <span className="sr-only"> {post.title}</span>
                    </Link>
                  </Button>
                  <Form method="post">
                    <input type="hidden" name="intent" value="close" />
                    <input type="hidden" name="id" value={post.id} />
                    <Button type="submit" variant="outline" size="sm">
                      {t("mine.close")}
                      <span className="sr-only"> {post.title}</span>
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
