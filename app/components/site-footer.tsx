import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { cn } from "~/components/ui/cn";
import { TOP_CITIES } from "~/data/top-cities";
import { WELSH_PLACE_NAMES } from "~/data/welsh-place-names";
import { CookieSettingsLink } from "./cookie-banner";
import { SignOutForm } from "./sign-out-form";
import { SiteLogo } from "./site-logo";
import {
  FOOTER_CITY_COUNT,
  FOOTER_POPULAR_COUNT,
  type LayoutUser,
  type NavLink,
  useLinkLabel,
} from "./site-navigation";

const exploreLinks: NavLink[] = [
  { label: "nav.browseProduce", to: "/listings" },
  { label: "nav.freeFood", to: "/free-food" },
  { label: "nav.foodBanks", to: "/food-banks" },
  { label: "nav.allotments", to: "/allotments" },
  { label: "nav.plantingCalendar", to: "/planting-calendar" },
  { label: "nav.forum", to: "/forum" },
];

const aboutLinks: NavLink[] = [
  { label: "nav.aboutGlut", to: "/about" },
  { label: "nav.howItWorks", to: "/how-it-works" },
  { label: "nav.communityGroups", to: "/community-groups" },
  { label: "nav.schools", to: "/schools" },
  { label: "nav.partnership", to: "/community-partnership" },
  { label: "nav.contact", to: "/contact" },
  { label: "nav.openData", to: "/open-data" },
  { label: "nav.sitemap", to: "/sitemap" },
];

const legalLinks: NavLink[] = [
  { label: "nav.privacy", to: "/privacy" },
  { label: "nav.terms", to: "/terms" },
];

const linkClass =
  "inline-flex min-h-11 items-center text-ink no-underline hover:text-leaf-deep hover:underline sm:min-h-8";

function LinkList({
  id,
  titleKey,
  links,
  children,
}: {
  /** The section's id, the same in every language. */
  id: string;
  /** A key of the `common` catalogue. */
  titleKey: string;
  links: NavLink[];
  /** Items after the links (a member's Sign Out form). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const label = useLinkLabel();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-2 text-base font-bold text-soil">
        {t(titleKey)}
      </h2>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClass}>
              {label(link)}
            </Link>
          </li>
        ))}
        {children}
      </ul>
    </section>
  );
}

const accountLinks: NavLink[] = [
  { label: "nav.dashboard", to: "/dashboard" },
  { label: "nav.listProduce", to: "/create-listing" },
  { label: "nav.handovers", to: "/handovers" },
  { label: "nav.notifications", to: "/notifications" },
];

/**
 * A signed-in person's own links. Without JavaScript the side menu's button leads here, so
 * what the side menu holds for a member (decision 0033) must be here too, Sign Out included.
 */
function AccountList() {
  return (
    <LinkList id="footer-your-account" titleKey="footer.yourAccount" links={accountLinks}>
      <li>
        <SignOutForm
          variant="link"
          className="min-h-11 rounded-none p-0 font-normal text-ink no-underline hover:text-leaf-deep hover:underline sm:min-h-8"
        />
      </li>
    </LinkList>
  );
}

export function SiteFooter({
  social,
  user = null,
}: {
  social: { url: string; label: string } | null;
  user?: LayoutUser | null;
}) {
  const { t } = useTranslation();
  const label = useLinkLabel();
  const cityLinks = TOP_CITIES.slice(0, FOOTER_CITY_COUNT).map((city) => ({
    label: city.name,
    to: `/city/${city.slug}`,
    named: true,
    cy: WELSH_PLACE_NAMES[city.slug],
  }));
  return (
    <footer id="site-footer" className="mt-16 border-t border-line bg-cream-deep">
      <div
        className={cn(
          "mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-8 px-4 py-10 sm:px-6",
          user ? "lg:grid-cols-6" : "lg:grid-cols-5",
        )}
      >
        <div className="col-span-2 lg:col-span-1">
          <SiteLogo />
          <p className="mt-2 text-ink-muted">{t("footer.blurb")}</p>
          {social ? (
            <p className="mt-3">
              <a href={social.url} rel="me noopener" className={linkClass}>
                {social.label}
              </a>
            </p>
          ) : null}
        </div>
        <LinkList id="footer-explore" titleKey="footer.explore" links={exploreLinks} />
        <LinkList id="footer-glut" titleKey="footer.glut" links={aboutLinks} />
        <LinkList
          id="footer-popular-locations"
          titleKey="footer.popularLocations"
          links={cityLinks.slice(0, FOOTER_POPULAR_COUNT)}
        />
        <LinkList
          id="footer-more-cities"
          titleKey="footer.moreCities"
          links={cityLinks.slice(FOOTER_POPULAR_COUNT)}
        />
        {user ? <AccountList /> : null}
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-4 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p className="text-ink-muted">
            {t("footer.madeFor", { year: new Date().getFullYear() })}
          </p>
          <ul className="flex flex-wrap gap-x-4">
            {legalLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {label(link)}
                </Link>
              </li>
            ))}
            <li>
              <CookieSettingsLink className={linkClass} />
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
