import { parseWithZod } from "@conform-to/zod/v4";
import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { data, isRouteErrorResponse, Link, redirect } from "react-router";
import { requireUser } from "~/accounts/current-user.server";
import { ReportDisclosure } from "~/admin/report-form";
import { BlockDisclosure, UnblockForm } from "~/blocking/block-form";
import { findBlock } from "~/blocking/blocks.server";
import { staticPage } from "~/components/hydration";
import { InlineScript } from "~/components/inline-script";
import { MemberProfileLink } from "~/components/member-profile-link";
import { pageMeta } from "~/components/seo";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { Container } from "~/components/ui/container";
import { handoverBetween } from "~/handover/handover-reads.server";
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
import conversationScript from "~/messaging/conversation.island.ts?inline-script";
import { conversationChecks } from "~/messaging/conversation-checks.server";
import { LIVE_THREAD } from "~/messaging/conversation-live.enhance";
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
// the thread up to date when a message arrives.
export const handle = staticPage;

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

export default function Conversation({ loaderData, actionData }: Route.ComponentProps) {
  const { thread, viewerId, blockId, handoverId, checks } = loaderData;
  const { t } = useTranslation("messages");
  const formWords = useMessageFormWords();
  const { formKey } = loaderData;
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
        <li aria-hidden="true" className="h-0" />
      </ol>

      {blockId ? (
        <div className="flex flex-col gap-3 rounded-card border border-line bg-cream p-4">
          <p>{t("conversation.blocked", { name: thread.otherName })}</p>
          <UnblockForm blockId={blockId} memberName={thread.otherName} returnTo={action} />
        </div>
      ) : (
        <MessageForm
          id="reply"
          action={action}
          label={t("conversation.replyTo", { name: thread.otherName })}
          submitLabel={t("conversation.sendReply")}
          words={formWords}
          rows={3}
          checks={checks.reply}
          // The form posts as a page and the answer comes back as actionData.
          lastResult={actionData?.result}
          sending={false}
        >
          <FormKeyField value={formKey} />
        </MessageForm>
      )}
      <InlineScript code={conversationScript} />
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
