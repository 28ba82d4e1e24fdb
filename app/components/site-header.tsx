import { useTranslation } from "react-i18next";
import { Link, NavLink } from "react-router";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { InlineScript } from "./inline-script";
import { MessagesLink } from "./messages-link";
import { MobileMenu } from "./mobile-menu";
import { NavMenuButton } from "./nav-menu";
import navMenuScript from "./nav-menu.island.ts?inline-script";
import { SignOutForm } from "./sign-out-form";
import { SiteLogo } from "./site-logo";
import { headerMenus, type LayoutUser, primaryLinks, useLinkLabel } from "./site-navigation";

// Every item keeps its label on one line (whitespace-nowrap). A member's header has three more
// items than a visitor's, which fit from 1280 px (xl); between the desktop header's start (lg)
// and xl, Dashboard and Sign Out live in the side menu, whose button stays until xl (decision 0033).
const itemClass = "inline-flex min-h-11 items-center whitespace-nowrap rounded-full px-2.5 xl:px-3";

export function SiteHeader({ user }: { user: LayoutUser | null }) {
  const { t } = useTranslation();
  const label = useLinkLabel();
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-cream/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-2 sm:px-6">
        <SiteLogo />
        <nav aria-label={t("nav.main")} className="hidden items-center gap-0.5 lg:flex">
          {primaryLinks.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              className={({ isActive }) =>
                cn(
                  itemClass,
                  "font-semibold text-ink no-underline hover:bg-leaf-soft hover:text-leaf-deep",
                  isActive && "bg-leaf-soft text-leaf-deep",
                )
              }
            >
              {label(link)}
            </NavLink>
          ))}
          {headerMenus.map((menu) => (
            <NavMenuButton key={menu.id} menu={menu} className={itemClass} />
          ))}
        </nav>
        <InlineScript code={navMenuScript} shell />
        <div className="flex shrink-0 items-center gap-2">
          {user ? (
            <div className="hidden items-center gap-2 whitespace-nowrap lg:flex">
              <Button asChild size="sm">
                <Link to="/create-listing">{t("nav.listProduce")}</Link>
              </Button>
              <Button asChild size="sm" variant="outline" className="hidden xl:inline-flex">
                <Link to="/dashboard">{t("nav.dashboard")}</Link>
              </Button>
              <SignOutForm size="sm" className="px-3" formClassName="hidden xl:block" />
            </div>
          ) : (
            <div className="flex items-center gap-2">
              <Button
                asChild
                size="sm"
                variant="ghost"
                className="hidden whitespace-nowrap sm:inline-flex"
              >
                <Link to="/login">{t("nav.signIn")}</Link>
              </Button>
              <Button asChild size="sm" className="whitespace-nowrap">
                <Link to="/signup">{t("nav.join")}</Link>
              </Button>
            </div>
          )}
          {user ? <MessagesLink unread={user.unreadMessages} /> : null}
          <MobileMenu user={user} />
        </div>
      </div>
    </header>
  );
}
