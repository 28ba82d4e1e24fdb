import { ChevronDown, Menu, X } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { countFormsIn } from "~/i18n/count-forms";
import { isLanguage } from "~/i18n/languages";
import { SignOutForm } from "./sign-out-form";
import { headerMenus, type LayoutUser, primaryLinks, useLinkLabel } from "./site-navigation";

const linkClass =
  "flex min-h-11 items-center rounded-lg px-3 text-ink no-underline hover:bg-leaf-soft hover:text-leaf-deep";

/**
 * The small-screen side menu. Pages are static (decision 0057): the button opens the menu as a
 * native popover, which the browser closes on Escape and on a tap beside it, returning focus to
 * the button.
 */
export function MobileMenu({ user }: { user: LayoutUser | null }) {
  // For a member it stays until xl, where the header has room for Dashboard and Sign Out too.
  const hiddenFrom = user ? "xl:hidden" : "lg:hidden";
  const contentId = useId();
  const titleId = useId();
  const { t, i18n } = useTranslation();
  const lng = isLanguage(i18n.language) ? i18n.language : "en";
  const label = useLinkLabel();

  const groups = headerMenus.filter((menu) => menu.id !== "locations");
  const locations = headerMenus.find((menu) => menu.id === "locations");

  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className={hiddenFrom}
        aria-label={t("menu.open")}
        aria-haspopup="dialog"
        // The browser states the popover's state itself.
        aria-controls={contentId}
        popoverTarget={contentId}
      >
        <Menu aria-hidden="true" />
      </Button>
      <dialog
        id={contentId}
        aria-labelledby={titleId}
        popover="auto"
        className={cn(
          "fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-[min(22rem,90vw)] max-w-none border-0 bg-cream p-0 text-ink shadow-xl backdrop:bg-ink/50 focus:outline-none",
          hiddenFrom,
        )}
      >
        <div className="flex min-h-full flex-col p-4">
          <div className="flex items-start justify-between gap-2 border-b border-line pb-4">
            <div>
              <h2 id={titleId} className="text-lg font-bold text-soil">
                {user ? (user.username ?? user.email) : t("menu.title")}
              </h2>
              {user ? (
                <p className="text-sm text-ink-muted">{user.location ?? t("menu.member")}</p>
              ) : null}
            </div>
            <Button
              variant="ghost"
              size="icon"
              popoverTarget={contentId}
              popoverTargetAction="hide"
            >
              <X aria-hidden="true" />
              <span className="sr-only">{t("menu.close")}</span>
            </Button>
          </div>

          <nav aria-label={t("nav.mobile")} className="flex flex-col gap-4 py-4">
            <section aria-labelledby="mobile-quick">
              <h2
                id="mobile-quick"
                className="px-3 pb-1 text-sm font-bold text-ink-muted uppercase"
              >
                {t("menu.quickActions")}
              </h2>
              <ul>
                {primaryLinks.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className={linkClass}>
                      {label(link)}
                    </Link>
                  </li>
                ))}
                {user ? (
                  <li>
                    <Link to="/create-listing" className={linkClass}>
                      {t("nav.listProduce")}
                    </Link>
                  </li>
                ) : null}
                {locations ? (
                  <li>
                    <Link to="/locations" className={linkClass}>
                      {t("nav.viewAllLocations")}
                    </Link>
                  </li>
                ) : null}
              </ul>
            </section>

            {groups.map((menu) => (
              <details key={menu.id} className="group">
                <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between rounded-lg px-3 font-semibold text-ink hover:bg-leaf-soft [&::-webkit-details-marker]:hidden">
                  {t(menu.label)}
                  <ChevronDown
                    aria-hidden="true"
                    className="size-4 transition-transform group-open:rotate-180"
                  />
                </summary>
                <ul className="pl-3">
                  {menu.links.map((link) => (
                    <li key={link.to}>
                      <Link to={link.to} className={linkClass}>
                        {label(link)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </details>
            ))}

            <section aria-labelledby="mobile-account" className="border-t border-line pt-4">
              <h2
                id="mobile-account"
                className="px-3 pb-1 text-sm font-bold text-ink-muted uppercase"
              >
                {t("menu.account")}
              </h2>
              {user ? (
                <ul>
                  <li>
                    <Link to="/dashboard" className={linkClass}>
                      {t("nav.dashboard")}
                    </Link>
                  </li>
                  <li>
                    <Link
                      to="/messages"
                      className={linkClass}
                      data-live-menu-messages=""
                      data-live-none={t("nav.messages")}
                      data-live-forms={JSON.stringify(countFormsIn(t, lng, "menuMessagesUnread"))}
                    >
                      {user.unreadMessages > 0
                        ? t("menuMessagesUnread", { count: user.unreadMessages })
                        : t("nav.messages")}
                    </Link>
                  </li>
                  <li>
                    <Link to="/notifications" className={linkClass}>
                      {t("nav.notifications")}
                    </Link>
                  </li>
                  <li>
                    <Link to="/handovers" className={linkClass}>
                      {t("nav.handovers")}
                    </Link>
                  </li>
                  <li>
                    <SignOutForm
                      variant="ghost"
                      className="w-full justify-start px-3 font-normal"
                    />
                  </li>
                </ul>
              ) : (
                <div className="flex flex-col gap-2 px-3">
                  <Button asChild variant="outline">
                    <Link to="/login">{t("nav.signIn")}</Link>
                  </Button>
                  <Button asChild>
                    <Link to="/signup">{t("nav.join")}</Link>
                  </Button>
                </div>
              )}
            </section>
          </nav>
        </div>
      </dialog>
    </>
  );
}
