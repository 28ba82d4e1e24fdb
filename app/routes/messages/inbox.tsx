import { Inbox, MessageCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { requireUser } from "~/accounts/current-user.server";
import { staticPage } from "~/components/hydration";
import { pageMeta } from "~/components/seo";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { Container } from "~/components/ui/container";
import { getI18n, getLanguage } from "~/i18n/i18n.server";
import { shellMessage } from "~/i18n/meta-messages";
import { LISTING_PLACEHOLDER_IMAGE } from "~/listings/listing-summary";
import { HIDDEN_MESSAGE, listConversations } from "~/messaging/conversations.server";
import { messageTime } from "~/messaging/message-time";
import { getServices } from "~/server/context.server";
import type { Route } from "./+types/inbox";

/** How much of the last message the list shows. */
const SNIPPET = 140;

export async function loader({ context, url }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  const { db, env, storage } = getServices(context);
  const lng = getLanguage(context);
  const t = getI18n(context).getFixedT(null, "messages");
  const now = new Date();
  const conversations = await listConversations(db, user.id);
  return {
    appUrl: env.APP_URL,
    lng,
    title: t("inbox.title"),
    description: t("inbox.description"),
    conversations: conversations.map((conversation) => ({
      id: conversation.id,
      listingTitle: conversation.listingTitle,
      imageUrl: conversation.listingThumbKey
        ? storage.publicUrl(conversation.listingThumbKey)
        : LISTING_PLACEHOLDER_IMAGE,
      otherName: conversation.otherName,
      role: conversation.isLister ? t("inbox.yourListing") : t("inbox.youAsked"),
      snippet:
        // The stand-in for a message a moderator hid, in the page's words (decision 0098): the
        // query gives it in English, and a member who typed those very words reads them the same.
        conversation.lastMessage === HIDDEN_MESSAGE
          ? t("conversation.hiddenByModerator")
          : conversation.lastMessage.length > SNIPPET
            ? `${conversation.lastMessage.slice(0, SNIPPET).trimEnd()}…`
            : conversation.lastMessage,
      lastMessageFromMe: conversation.lastMessageFromMe,
      when: messageTime(conversation.lastMessageAt, now, lng),
      unread: conversation.unread,
    })),
  };
}

// A list of links: sent without React (decisions 0057, 0092).
export const handle = staticPage;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...pageMeta({
    title: loaderData?.title ?? shellMessage(matches, "pageTitles.messages") ?? "Messages",
    description: loaderData?.description ?? "",
    path: "/messages",
    appUrl: loaderData?.appUrl ?? "",
    lng: loaderData?.lng,
  }),
  { name: "robots", content: "noindex" },
];

export default function Messages({ loaderData }: Route.ComponentProps) {
  const { conversations } = loaderData;
  const { t } = useTranslation("messages");
  return (
    <Container className="flex max-w-3xl flex-col gap-6 py-10">
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl sm:text-4xl">{t("inbox.title")}</h1>
        <p className="text-ink-muted">{t("inbox.lead")}</p>
      </div>
      {conversations.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-card border border-line bg-card px-6 py-12 text-center">
          <Inbox aria-hidden="true" className="size-10 text-leaf" />
          <h2 className="text-xl">{t("inbox.emptyTitle")}</h2>
          <p className="max-w-prose text-ink-muted">{t("inbox.emptyText")}</p>
          <Button asChild>
            <Link to="/listings">{t("inbox.browse")}</Link>
          </Button>
        </div>
      ) : (
        <ul className="flex flex-col gap-3">
          {conversations.map((conversation) => (
            <li key={conversation.id}>
              <Link
                to={`/messages/${conversation.id}`}
                className={cn(
                  "flex gap-4 rounded-card border bg-card p-3 text-ink no-underline hover:border-leaf sm:p-4",
                  "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-leaf-deep",
                  conversation.unread > 0 ? "border-leaf" : "border-line",
                )}
              >
                <img
                  src={conversation.imageUrl}
                  alt=""
                  className="size-16 shrink-0 rounded-xl bg-cream-deep object-cover sm:size-20"
                />
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                    <h2 className="truncate text-lg">{conversation.otherName}</h2>
                    <span className="text-sm text-ink-muted">{conversation.when}</span>
                  </div>
                  <p className="truncate text-sm text-ink-muted">
                    {conversation.role}: {conversation.listingTitle}
                  </p>
                  <p
                    className={cn(
                      "line-clamp-2 break-words",
                      conversation.unread > 0 && "font-semibold",
                    )}
                  >
                    {conversation.lastMessageFromMe ? t("inbox.fromMe") : ""}
                    {conversation.snippet}
                  </p>
                </div>
                {conversation.unread > 0 ? (
                  <Badge variant="success" className="self-center">
                    <MessageCircle aria-hidden="true" className="size-3.5" />
                    {conversation.unread}
                    <span className="sr-only">
                      {t("inbox.unread", { count: conversation.unread })}
                    </span>
                  </Badge>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Container>
  );
}
