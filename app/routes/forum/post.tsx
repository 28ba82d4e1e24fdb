import { Bell, BellOff, Lock, Pencil, Pin } from "lucide-react";
import { useTranslation } from "react-i18next";
import { data, Form, Link } from "react-router";
import { ReportDisclosure } from "~/admin/report-form";
import { reportSchemaFor } from "~/admin/report-schema";
import { BlockDisclosure } from "~/blocking/block-form";
import { Breadcrumbs } from "~/components/breadcrumbs";
import type { FormChecks } from "~/components/forms/form-checks";
import { formChecks } from "~/components/forms/form-checks.server";
import { staticPage } from "~/components/hydration";
import { InlineScript } from "~/components/inline-script";
import { MemberProfileLink } from "~/components/member-profile-link";
import { pageMeta } from "~/components/seo";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Badge, ExampleBadge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { requireForumReader } from "~/forum/forum-access.server";
import forumPageScript from "~/forum/forum-page.island.ts?inline-script";
import { replySchemaFor } from "~/forum/forum-schema";
import { ForumText } from "~/forum/forum-text";
import { ConfirmEmailNotice, ForumPhotos, Pager } from "~/forum/forum-ui";
import { loadTopicPage, type TopicPageData } from "~/forum/topic-page.server";
import { topicPageAction } from "~/forum/topic-page-action.server";
import { DeleteControl, ModerationControls, ReplyForm } from "~/forum/topic-page-parts";
import { getI18n, getLanguage } from "~/i18n/i18n.server";
import { FORMAT_LOCALE } from "~/i18n/languages";
import { shellMessage } from "~/i18n/meta-messages";
import { newFormKey } from "~/idempotency/form-submissions.server";
import { getServices } from "~/server/context.server";
import type { Route } from "./+types/post";

// Static (decision 0099): every control is a plain form posting here or a disclosure; one inline
// script checks the reply from its schema (decision 0066) and focuses the reply the address names.
export const handle = staticPage;

export async function loader({ context, url, params }: Route.LoaderArgs) {
  const user = await requireForumReader(context, url);
  const { db, env, storage } = getServices(context);
  const lng = getLanguage(context);
  const t = getI18n(context).getFixedT(null, "forum");
  const page = await loadTopicPage(
    db,
    user,
    params.id,
    Number(url.searchParams.get("page") ?? "1"),
    (key) => storage.publicUrl(key),
    { lng, t },
  );
  if (!page) throw data(null, { status: 404 });
  return {
    ...page,
    appUrl: env.APP_URL,
    lng,
    title: page.topic.title ?? t("topic.removed"),
    description: t("topic.description"),
    replyKey: newFormKey(),
    // The browser's checks say what the server would, in the page's language (decision 0066).
    replyChecks: formChecks(replySchemaFor(t)),
    // The report forms' too, in the shell's words, as a conversation's and a listing's.
    reportChecks: formChecks(reportSchemaFor(getI18n(context).getFixedT(null, "common"))),
  };
}

export async function action(args: Route.ActionArgs) {
  return topicPageAction(args);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...pageMeta({
    // A topic not found shows the root's boundary and title (not this meta); these words stand
    // for a page that has no data otherwise, in the page's language (decision 0116).
    title:
      loaderData?.title ??
      shellMessage(matches, "pageTitles.forumTopic") ??
      "Removed by a moderator",
    description:
      loaderData?.description ??
      shellMessage(matches, "pageDescriptions.forumTopic") ??
      "A topic in the Glut community forum.",
    path: `/forum/post/${loaderData?.topic.id ?? ""}`,
    appUrl: loaderData?.appUrl ?? "",
    lng: loaderData?.lng,
  }),
  { name: "robots", content: "noindex" },
];

function Dates({ created, edited }: { created: string; edited: string | null }) {
  const { t } = useTranslation("forum");
  return (
    <>
      {created}
      {edited ? (
        <span title={t("topic.edited", { date: edited })}>{t("topic.editedMark")}</span>
      ) : null}
    </>
  );
}

function HiddenNotice({ hidden }: { hidden: { reason: string | null } }) {
  const { t } = useTranslation("forum");
  return (
    <Alert variant="warning">
      <AlertDescription>
        {t("topic.removed")}
        {hidden.reason ? t("topic.reason", { reason: hidden.reason }) : ""}
      </AlertDescription>
    </Alert>
  );
}

export default function ForumPost({ loaderData, actionData }: Route.ComponentProps) {
  const { topic, replies, viewer, appUrl } = loaderData;
  const path = `/forum/post/${topic.id}`;
  const { t } = useTranslation("forum");
  const title = topic.title ?? t("topic.removed");
  return (
    <Container className="flex max-w-3xl flex-col gap-6 py-8 sm:py-10">
      <Breadcrumbs
        crumbs={[
          { label: t("breadcrumb"), to: "/forum" },
          { label: topic.categoryName, to: `/forum/category/${topic.categorySlug}` },
          { label: title },
        ]}
        appUrl={appUrl}
        currentPath={path}
        label={t("trail")}
      />
      <article
        aria-labelledby="topic-title"
        className="flex flex-col gap-4 rounded-card border border-line bg-card p-5"
      >
        <div className="flex flex-wrap items-center gap-2">
          {topic.pinned ? (
            <Badge variant="info">
              <Pin aria-hidden="true" /> {t("list.pinned")}
            </Badge>
          ) : null}
          {topic.locked ? (
            <Badge variant="warning">
              <Lock aria-hidden="true" /> {t("list.locked")}
            </Badge>
          ) : null}
          {topic.isDemo ? <ExampleBadge label={t("example")} /> : null}
        </div>
        <h1 id="topic-title" className="text-2xl break-words sm:text-3xl">
          {title}
        </h1>
        <p className="text-sm text-ink-muted">
          <MemberProfileLink memberId={topic.authorId} name={topic.authorName} />
          {" · "}
          <Dates created={topic.created} edited={topic.edited} />
        </p>
        {topic.hidden ? <HiddenNotice hidden={topic.hidden} /> : null}
        {topic.authorBlocked ? (
          <p className="text-ink-muted">
            {t("topic.blockedBefore", { name: topic.authorName })}
            <Link to="/account">{t("topic.blockedLink")}</Link>
            {t("topic.blockedAfter")}
          </p>
        ) : null}
        {topic.blocks ? <ForumText blocks={topic.blocks} /> : null}
        <ForumPhotos photos={topic.images} label={t("photos.onPost")} />
        <TopicActions data={loaderData} reportChecks={loaderData.reportChecks} />
      </article>

      <section aria-labelledby="replies" className="flex flex-col gap-4">
        <h2 id="replies" className="text-2xl">
          {t("topic.replies", { n: replies.total.toLocaleString(FORMAT_LOCALE[loaderData.lng]) })}
        </h2>
        {replies.items.length === 0 ? (
          <p className="text-ink-muted">{t("topic.noReplies")}</p>
        ) : null}
        <ol className="flex flex-col gap-3">
          {replies.items.map((reply) => (
            <li
              key={reply.id}
              id={`reply-${reply.id}`}
              // Focusable from script only: focus lands here after posting it.
              tabIndex={-1}
              className="flex scroll-mt-24 flex-col gap-3 rounded-card border border-line bg-card p-4"
            >
              <p className="text-sm text-ink-muted">
                <MemberProfileLink memberId={reply.authorId} name={reply.authorName} />
                {" · "}
                <Dates created={reply.created} edited={reply.edited} />
                {" · "}
                <a href={`/forum/reply/${reply.id}`}>{t("topic.replyLink")}</a>
                {reply.isDemo ? <ExampleBadge className="ml-2" label={t("example")} /> : null}
              </p>
              {reply.hidden ? <HiddenNotice hidden={reply.hidden} /> : null}
              {reply.blocks ? <ForumText blocks={reply.blocks} /> : null}
              <ForumPhotos
                photos={reply.images}
                label={t("photos.onReply", { name: reply.authorName })}
              />
              <div className="flex flex-wrap items-start gap-4 text-sm">
                {reply.own && !reply.hidden ? (
                  <Link to={`/forum/reply/${reply.id}/edit`}>{t("topic.editReply")}</Link>
                ) : null}
                {reply.own ? <DeleteControl what="reply" replyId={reply.id} /> : null}
                {reply.own || reply.hidden ? null : (
                  <ReportDisclosure
                    id={`report-${reply.id}`}
                    target={{ kind: "forum_reply", targetId: reply.id, returnTo: path }}
                    checks={loaderData.reportChecks}
                  />
                )}
                {reply.author ? (
                  <BlockDisclosure
                    target={{
                      blockerId: viewer.id,
                      memberId: reply.author.id,
                      memberName: reply.author.name,
                      returnTo: path,
                    }}
                  />
                ) : null}
                {viewer.staff ? (
                  <ModerationControls
                    id={`moderate-${reply.id}`}
                    target="reply"
                    replyId={reply.id}
                    hidden={reply.hidden !== null}
                  />
                ) : null}
              </div>
            </li>
          ))}
        </ol>
        <Pager
          page={replies.page}
          pageCount={replies.pageCount}
          href={(n) => `${path}?page=${n}#replies`}
          label={t("topic.replyPages")}
        />
      </section>

      <section aria-labelledby="reply-heading" className="flex flex-col gap-3">
        <h2 id="reply-heading" className="text-2xl">
          {t("topic.reply")}
        </h2>
        {topic.locked ? (
          <p>{t("topic.locked")}</p>
        ) : topic.hidden ? (
          <p>{t("topic.hiddenNoReplies")}</p>
        ) : !viewer.emailVerified ? (
          <ConfirmEmailNotice />
        ) : (
          <ReplyForm
            action={path}
            formKey={loaderData.replyKey}
            lastResult={actionData?.intent === "reply" ? actionData.result : undefined}
            checks={loaderData.replyChecks}
          />
        )}
      </section>
      <InlineScript code={forumPageScript} />
    </Container>
  );
}

function TopicActions({
  data: { topic, viewer },
  reportChecks,
}: {
  data: TopicPageData;
  reportChecks: FormChecks;
}) {
  const { t } = useTranslation("forum");
  return (
    <div className="flex flex-wrap items-start gap-4 border-t border-line pt-3 text-sm">
      {viewer.isAuthor && !topic.hidden ? (
        <Link to={`/forum/post/${topic.id}/edit`} className="inline-flex items-center gap-1">
          <Pencil aria-hidden="true" className="size-4" /> {t("topic.editPost")}
        </Link>
      ) : null}
      {viewer.isAuthor ? <DeleteControl what="post" /> : null}
      {viewer.isAuthor ? null : (
        <Form method="post">
          <input type="hidden" name="intent" value={viewer.following ? "unfollow" : "follow"} />
          <Button type="submit" variant="link" size="sm" className="min-h-0 px-0 py-0">
            {viewer.following ? <BellOff aria-hidden="true" /> : <Bell aria-hidden="true" />}
            {viewer.following ? t("topic.unfollow") : t("topic.follow")}
          </Button>
        </Form>
      )}
      {viewer.isAuthor || topic.hidden ? null : (
        <ReportDisclosure
          id="report-topic"
          target={{ kind: "forum_post", targetId: topic.id, returnTo: `/forum/post/${topic.id}` }}
          checks={reportChecks}
        />
      )}
      {topic.author ? (
        <BlockDisclosure
          target={{
            blockerId: viewer.id,
            memberId: topic.author.id,
            memberName: topic.author.name,
            returnTo: `/forum/post/${topic.id}`,
          }}
        />
      ) : null}
      {viewer.staff ? (
        <ModerationControls
          id="moderate-topic"
          target="post"
          hidden={topic.hidden !== null}
          locked={topic.locked}
          pinned={topic.pinned}
        />
      ) : null}
    </div>
  );
}
