import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "~/components/ui/cn";
import { TOP_CITIES } from "~/data/top-cities";
import { CookieSettingsLink } from "./cookie-banner";
import { SignOutForm } from "./sign-out-form";
import { SiteLogo } from "./site-logo";
import {
  FOOTER_CITY_COUNT,
  FOOTER_POPULAR_COUNT,
  type LayoutUser,
  type NavLink,
} from "./site-navigation";

const exploreLinks: NavLink[] = [
  { label: "Browse Produce", to: "/listings" },
  { label: "Free Food", to: "/free-food" },
  { label: "Food Banks", to: "/food-banks" },
  { label: "Allotments", to: "/allotments" },
  { label: "Planting Calendar", to: "/planting-calendar" },
  { label: "Forum", to: "/forum" },
];

const aboutLinks: NavLink[] = [
  { label: "About Glut", to: "/about" },
  { label: "How It Works", to: "/how-it-works" },
  { label: "Community Groups", to: "/community-groups" },
  { label: "Schools", to: "/schools" },
  { label: "Partnership", to: "/community-partnership" },
  { label: "Contact", to: "/contact" },
  { label: "Open Data", to: "/open-data" },
  { label: "Sitemap", to: "/sitemap" },
];

const legalLinks: NavLink[] = [
  { label: "Privacy Policy", to: "/privacy" },
  { label: "Terms of Service", to: "/terms" },
];

const linkClass =
  "inline-flex min-h-11 items-center text-ink no-underline hover:text-leaf-deep hover:underline sm:min-h-8";

function LinkList({
  title,
  links,
  children,
}: {
  title: string;
  links: NavLink[];
  /** Items after the links (a member's Sign Out form). */
  children?: ReactNode;
}) {
  const id = `footer-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-2 text-base font-bold text-soil">
        {title}
      </h2>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
        {children}
      </ul>
    </section>
  );
}

const accountLinks: NavLink[] = [
  { label: "Dashboard", to: "/dashboard" },
  { label: "List Produce", to: "/create-listing" },
  { label: "Handovers", to: "/handovers" },
  { label: "Notifications", to: "/notifications" },
];

/**
 * A signed-in person's own links. Without JavaScript the side menu's button leads here, so
 * what the side menu holds for a member (decision 0033) must be here too, Sign Out included.
 */
function AccountList() {
  return (
    <LinkList title="Your Account" links={accountLinks}>
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
  const cityLinks = TOP_CITIES.slice(0, FOOTER_CITY_COUNT).map((city) => ({
    label: city.name,
    to: `/city/${city.slug}`,
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
          <p className="mt-2 text-ink-muted">
            Share your garden’s surplus with neighbours across the UK: produce, seeds, cuttings and
            plants, free or swapped.
          </p>
          {social ? (
            <p className="mt-3">
              <a href={social.url} rel="me noopener" className={linkClass}>
                {social.label}
              </a>
            </p>
          ) : null}
        </div>
        <LinkList title="Explore" links={exploreLinks} />
        <LinkList title="Glut" links={aboutLinks} />
        <LinkList title="Popular Locations" links={cityLinks.slice(0, FOOTER_POPULAR_COUNT)} />
        <LinkList title="More Cities" links={cityLinks.slice(FOOTER_POPULAR_COUNT)} />
        {user ? <AccountList /> : null}
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-4 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p className="text-ink-muted">© {new Date().getFullYear()} Glut. Made for UK growers.</p>
          <ul className="flex flex-wrap gap-x-4">
            {legalLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
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
