import { ChevronDown } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { cn } from "~/components/ui/cn";
import { type NavMenu, useLinkLabel } from "./site-navigation";

/**
 * A disclosure menu of links (the WAI "disclosure navigation" pattern). Before JavaScript runs,
 * CSS opens it on hover and on keyboard focus; the header's inline script (nav-menu.enhance.ts)
 * then takes over, and the button says whether the menu is open.
 */
export function NavMenuButton({ menu, className }: { menu: NavMenu; className?: string }) {
  const panelId = useId();
  const { t } = useTranslation();
  const label = useLinkLabel();
  return (
    <div className="group relative" data-nav-menu="">
      <button
        type="button"
        aria-expanded={false}
        aria-controls={panelId}
        className={cn(
          "inline-flex min-h-11 items-center gap-1 rounded-full px-3 font-semibold whitespace-nowrap text-ink hover:bg-leaf-soft hover:text-leaf-deep",
          className,
        )}
      >
        {t(menu.label)}
        <ChevronDown aria-hidden="true" className="size-4 transition-transform" />
      </button>
      <ul
        id={panelId}
        className="absolute top-full left-0 z-40 hidden min-w-56 rounded-card border border-line bg-card p-2 shadow-lg group-focus-within:block group-hover:block"
      >
        {menu.links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="flex min-h-11 items-center rounded-lg px-3 text-ink no-underline hover:bg-leaf-soft hover:text-leaf-deep"
            >
              {label(link)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
