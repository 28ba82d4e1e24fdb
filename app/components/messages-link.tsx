import { MessageCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { cn } from "~/components/ui/cn";
import { countFormsIn } from "~/i18n/count-forms";
import { isLanguage } from "~/i18n/languages";

/** The header's way to the inbox, on every screen size, with the unread count as a badge. */
export function MessagesLink({ unread }: { unread: number }) {
  const { t, i18n } = useTranslation();
  const lng = isLanguage(i18n.language) ? i18n.language : "en";
  const shown = unread > 99 ? "99+" : String(unread);
  // "Messages" for screen readers, with the unread count when there is one.
  const label = unread > 0 ? t("messagesUnread", { count: unread }) : t("nav.messages");
  return (
    <NavLink
      to="/messages"
      aria-label={label}
      data-live-messages-link=""
      // The live script's words for a new count, in the page's language.
      data-live-none={t("nav.messages")}
      data-live-forms={JSON.stringify(countFormsIn(t, lng, "messagesUnread"))}
      className={({ isActive }) =>
        cn(
          "relative inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink no-underline",
          "hover:bg-leaf-soft hover:text-leaf-deep",
          "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-leaf-deep",
          isActive && "bg-leaf-soft text-leaf-deep",
        )
      }
    >
      <MessageCircle aria-hidden="true" className="size-6" />
      {/* Always there, hidden at 0, so the live script (app/live/live-client.js) can show a new count. */}
      <span
        aria-hidden="true"
        data-testid="unread-badge"
        data-live-badge=""
        hidden={unread <= 0}
        className="absolute -top-0.5 -right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-tomato px-1 text-xs leading-5 font-bold text-white"
      >
        {shown}
      </span>
    </NavLink>
  );
}
