import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { ArrowLeft } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  data,
  isRouteErrorResponse,
  Link,
  redirect,
  useFetcher,
  useLocation,
  useRevalidator,
} from "react-router";
import { requireUser } from "~/accounts/current-user.server";
import { ReportDisclosure } from "~/admin/report-form";
import { BlockDisclosure, UnblockForm } from "~/blocking/block-form";
import { findBlock } from "~/blocking/blocks.server";
import { staticPage, useHydrated } from "~/components/hydration";
import { InlineScript } from "~/components/inline-script";
import { MemberProfileLink } from "~/components/member-profile-link";
import { pageMeta } from "~/components/seo";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { Container } from "~/components/ui/container";
import { handoverBetween } from "~/handover/handover-reads.server";
import { messagesFor } from "~/i18n/catalogues.server";
import { getI18n, getLanguage } from "~/i18n/i18n.server";
import { shellMessage } from "~/i18n/meta-messages";
import { FormKeyField } from "~/idempotency/form-key";
import {
  formSubmissionOf,
  newFormKey,
  type SubmitOutcome,
  submitOnce,
} from "~/idempotency/form-submissions.server";
import { isOutcomeUnknown, unknownOutcomeInit } from "~/idempotency/unknown-outcome.server";
import { useLiveRefresh } from "~/live/use-live-refresh";
import conversationScript from "~/messaging/conversation.island.ts?inline-script";
import { conversationChecks } from "~/messaging/conversation-checks.server";
import { CONVERSATION_POLL_MS, LIVE_THREAD } from "~/messaging/conversation-live.enhance";
import { openConversation } from "~/messaging/conversations.server";
import { MessageForm } from "~/messaging/message-form";
import { useMessageFormWords } from "~/messaging/message-form-words";
import { notifyRecipient } from "~/messaging/message-notification.server";
import { messageSchemaFor } from "~/messaging/message-schema";
import { replyToConversation } from "~/messaging/message-sending.server";
import { messageTime } from "~/messaging/message-time";
import { MessagingError, messagingErrorIn } from "~/messaging/messaging-errors";
import { getServices } from "~/server/context.server";
import { readForm } from "~/server/forms/read-form.server";
import { trustRefusalIn } from "~/trust/trust-refusals";
import type { Route } from "./+types/conversation";

// Sent without React on a document load (decision 0110): the reply is a plain post answered by a
// redirect back here, or by the page again with its message and what was typed; one inline script
// checks the forms from their schemas, holds the button while a reply is on its way, and brings
// the thread up to date when a message arrives. A client navigation renders React's version.
export const handle = staticPage;

/** How often an open conversation looks for new messages while the page is visible. */
const REFRESH_MS = CONVERSATION_POLL_MS;

export async function loader({ context, url, params }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  const { db, env } = getServices(context);
  const lng = getLanguage(context);
  const t = getI18n(context).getFixedT(null, "messages");
  let thread: Awaited<ReturnType<typeof openConversation>>;
  try {
    thread = await openConversation(db, user, params.id);
  } catch (error) {
    if (error instanceof MessagingError)
      throw data(messagingErrorIn(t, error), { status: error.status });
    throw error;
  }
  const now = new Date();
  // Only the member who blocked sees it here; the other side's page is as before (0074).
  const block = await findBlock(db, user.id, thread.otherId);
  // The reservation between the two, if the listing's owner made one (decision 0088).
  const receiverId = thread.isLister ? thread.otherId : user.id;
  const handoverId = thread.listingId
    ? await handoverBetween(db, thread.listingId, receiverId)
    : null;
  return {
    lng,
    messages: messagesFor(lng, ["messages"]),
    title: t("conversation.title", { name: thread.otherName, listing: thread.listingTitle }),
    description: t("conversation.description"),
    handoverId,
    appUrl: env.APP_URL,
    viewerId: user.id,
    formKey: newFormKey(),
    blockId: block?.blockId ?? null,
    // The reply's and the reports' checks, asked of their schemas (decisions 0066, 0110).
    checks: conversationChecks(t, getI18n(context).getFixedT(null, "common")),
    thread: {
      ...thread,
      messages: thread.messages.map((message) => ({
        id: message.id,
        fromMe: message.fromMe,
        senderName: message.fromMe ? t("conversation.you") : message.senderName,
        // The other side's stand-in for a hidden message, in the page's words (decision 0098).
        message:
          message.hidden && !message.fromMe ? t("conversation.hiddenByModerator") : message.message,
        hidden: message.hidden,
        when: messageTime(message.createdAt, now, lng),
        iso: message.createdAt.toISOString(),
      })),
    },
  };
}

export async function action({ request, context, params, url }: Route.ActionArgs) {
  const user = requireUser(context, url);
  const { db, env, logger, sendEmail, toasts, jobs } = getServices(context);
  const t = getI18n(context).getFixedT(null, "messages");
  const form = await readForm(request, context);
  // Checked in the words of the page that sent it (decision 0098).
  const submission = parseWithZod(form, { schema: messageSchemaFor(t) });
  const toast = (title: string, description: string) =>
    toasts.headers(context, { type: "error", title, description });
  if (submission.status !== "success") {
    return data(
      { result: submission.reply() },
      {
        status: 400,
        headers: await toast(t("forms.requiredTitle"), t("forms.required")),
      },
    );
  }
  const once = formSubmissionOf(form, user.id, "message");
  let outcome: SubmitOutcome<Awaited<ReturnType<typeof replyToConversation>>>;
  try {
    outcome = await submitOnce(db, once, () =>
      replyToConversation(db, user, params.id, submission.value, once),
    );
  } catch (error) {
    if (isOutcomeUnknown(error)) {
      logger.error({ err: error, conversationId: params.id }, "a reply's commit is unknown");
      const message = t("forms.unknownOutcomeReply");
      return data(
        { result: submission.reply({ formErrors: [message] }), unknownOutcome: message },
        unknownOutcomeInit(await toast(t("forms.failedTitle"), message)),
      );
    }
    if (!(error instanceof MessagingError)) {
      logger.error({ err: error, conversationId: params.id }, "could not store a reply");
    }
    const status = error instanceof MessagingError ? error.status : 500;
    const message =
      error instanceof MessagingError
        ? (trustRefusalIn(error, t, getLanguage(context)) ?? messagingErrorIn(t, error))
        : t("forms.failed");
    return data(
      { result: submission.reply({ formErrors: [message] }) },
      { status, headers: await toast(t("forms.failedTitle"), message) },
    );
  }
  // A resend of a message already stored shows the conversation with it, and tells no one again.
  if (!outcome.again) {
    await notifyRecipient(
      { db, appUrl: env.APP_URL, secret: env.BETTER_AUTH_SECRET, logger, sendEmail, jobs },
      outcome.created,
    );
  }
  // POST, redirect, GET (decision 0110): a reload does not send again, and the reply is no history
  // entry. React's fetcher follows it too, and its box empties with the new page.
  return redirect(`/messages/${params.id}`, { headers: { "X-Remix-Replace": "true" } });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData)
    return [
      { title: `${shellMessage(matches, "conversation.title") ?? "Conversation"} | Glut` },
      { name: "robots", content: "noindex" },
    ];
  const { thread, appUrl, title, description, lng } = loaderData;
  return [
    ...pageMeta({
      title,
      description,
      path: `/messages/${thread.id}`,
      appUrl,
      lng,
    }),
    { name: "robots", content: "noindex" },
  ];
};

/** Whether the live stream (app/live/live-client.js) is open, so polling can wait. */
const liveStreamOpen = () => document.documentElement.dataset.live === "open";

/**
 * New messages arrive while the page is open, without a reload: as they are sent, through the
 * live stream's "glut:live" events (issue 36); and, only while the stream is not open (no
 * EventSource, a proxy that refuses it, the server restarting), by looking every 20 seconds
 * while the page is visible.
 */
function useRefreshWhileVisible(conversationId: string) {
  const { revalidate, state } = useRevalidator();
  const busy = useRef(false);
  busy.current = state !== "idle";
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible" && !busy.current && !liveStreamOpen()) {
        void revalidate();
      }
    }, REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [revalidate]);
  useLiveRefresh((live) => live.type === "message" && live.conversationId === conversationId);
}

/**
 * The message box's key stays the one it was rendered with until a message is sent, though the
 * page refreshes itself every 20 seconds (even while one is on its way): a resend after an unclear
 * answer must carry the same key. A reply sent is answered by a redirect back here (decision
 * 0110), a new location: then the box takes the new page's key.
 */
function useFormKeyUntilSent(latest: string) {
  const { key: location } = useLocation();
  const [key, setKey] = useState(latest);
  const shownAt = useRef(location);
  useEffect(() => {
    if (location === shownAt.current) return;
    shownAt.current = location;
    setKey(latest);
  }, [location, latest]);
  return key;
}

export default function Conversation({ loaderData, actionData }: Route.ComponentProps) {
  const { thread, viewerId, blockId, handoverId, checks } = loaderData;
  const { t } = useTranslation("messages");
  const formWords = useMessageFormWords();
  const fetcher = useFetcher<{ result: SubmissionResult<string[]> }>();
  const endRef = useRef<HTMLLIElement>(null);
  // A document load has no React: the inline script does what React does after a navigation.
  const hydrated = useHydrated();
  useRefreshWhileVisible(thread.id);
  const count = thread.messages.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when a message arrives
  useEffect(() => {
    endRef.current?.scrollIntoView({ block: "nearest" });
  }, [count]);

  const formKey = useFormKeyUntilSent(loaderData.formKey);

  const action = `/messages/${thread.id}`;
  return (
    <Container className="flex max-w-3xl flex-col gap-6 py-10">
      <Link to="/messages" className="inline-flex w-fit items-center gap-1.5 font-semibold">
        <ArrowLeft aria-hidden="true" className="size-5" /> {t("conversation.allMessages")}
      </Link>
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl break-words">{thread.otherName}</h1>
        <p>
          <MemberProfileLink
            memberId={thread.otherId}
            name={t("conversation.profile", { name: thread.otherName })}
          />
        </p>
        <p className="text-ink-muted break-words">
          {thread.isLister ? t("conversation.aboutYourListing") : t("conversation.about")}
          {thread.listingId ? (
            <Link to={`/listings/${thread.listingId}`}>{thread.listingTitle}</Link>
          ) : (
            t("conversation.noLongerListed", { listing: thread.listingTitle })
          )}
          {thread.listingId && !thread.listingActive ? t("conversation.noLongerAvailable") : null}
        </p>
        {handoverId ? (
          <p>
            <Link to={`/handovers/${handoverId}`} className="font-semibold">
              {t("conversation.pickup")}
            </Link>
          </p>
        ) : null}
        <div className="flex flex-col gap-2 text-sm">
          <ReportDisclosure
            id="report-member"
            summary={t("conversation.reportMember", { name: thread.otherName })}
            target={{ kind: "member", targetId: thread.otherId, returnTo: action }}
            checks={checks.report}
          />
          {blockId ? null : (
            <BlockDisclosure
              target={{
                blockerId: viewerId,
                memberId: thread.otherId,
                memberName: thread.otherName,
                returnTo: action,
              }}
            />
          )}
        </div>
      </div>

      <ol
        aria-label={t("conversation.list")}
        className="flex flex-col gap-3"
        {...LIVE_THREAD}
        data-conversation={thread.id}
      >
        {thread.messages.map((message) => (
          <li
            key={message.id}
            id={`message-${message.id}`}
            className={cn(
              "flex max-w-[85%] flex-col gap-1 rounded-card border px-4 py-3",
              message.fromMe
                ? "self-end border-leaf/30 bg-leaf-soft"
                : "self-start border-line bg-card",
            )}
          >
            <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
              <span className="font-bold">{message.senderName}</span>
              <time dateTime={message.iso} className="text-ink-muted">
                {message.when}
              </time>
            </p>
            {message.hidden && !message.fromMe ? (
              <p className="text-ink-muted italic">{message.message}</p>
            ) : (
              <p className="break-words whitespace-pre-line">{message.message}</p>
            )}
            {message.hidden && message.fromMe ? (
              <p className="text-sm text-sun-ink">
                {t("conversation.hidden", { reason: message.hidden.reason })}
              </p>
            ) : null}
            {message.fromMe || message.hidden ? null : (
              <div className="text-sm">
                <ReportDisclosure
                  id={`report-${message.id}`}
                  summary={t("conversation.reportMessage")}
                  target={{ kind: "message", targetId: message.id, returnTo: action }}
                  checks={checks.report}
                />
              </div>
            )}
          </li>
        ))}
        <li ref={endRef} aria-hidden="true" className="h-0" />
      </ol>

      {blockId ? (
        <div className="flex flex-col gap-3 rounded-card border border-line bg-cream p-4">
          <p>{t("conversation.blocked", { name: thread.otherName })}</p>
          <UnblockForm blockId={blockId} memberName={thread.otherName} returnTo={action} />
        </div>
      ) : (
        <MessageForm
          // A new key (a reply sent) is a new, empty box with its counter at the full count.
          key={formKey}
          id="reply"
          action={action}
          label={t("conversation.replyTo", { name: thread.otherName })}
          submitLabel={t("conversation.sendReply")}
          words={formWords}
          rows={3}
          fetcher={fetcher}
          checks={checks.reply}
          preventScrollReset
          // Without JavaScript the form posts as a page and the answer comes back as actionData.
          lastResult={
            fetcher.state === "idle" ? (fetcher.data?.result ?? actionData?.result) : null
          }
          sending={fetcher.state !== "idle"}
        >
          <FormKeyField value={formKey} />
        </MessageForm>
      )}
      {hydrated ? null : <InlineScript code={conversationScript} />}
    </Container>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // A refused request has no loader data to bring `messages`: the words are the shell's (0098).
  const { t } = useTranslation("common");
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const kind = status === 404 ? "notFound" : status === 403 ? "forbidden" : "error";
  const title = t(`conversation.${kind}Title`);
  const text = t(`conversation.${kind}`);
  return (
    <Container className="flex flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-3xl">{title}</h1>
      <p className="max-w-prose text-ink-muted">{text}</p>
      <Button asChild>
        <Link to="/messages">
          <ArrowLeft aria-hidden="true" /> {t("conversation.allMessages")}
        </Link>
      </Button>
    </Container>
  );
}
