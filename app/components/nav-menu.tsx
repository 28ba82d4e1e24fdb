import { ChevronDown } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { cn } from "~/components/ui/cn";
import { useHydrated } from "./hydration";
import { type NavMenu, useLinkLabel } from "./site-navigation";

const CLOSE_DELAY_MS = 150;

/**
 * A disclosure menu of links (the WAI "disclosure navigation" pattern): opens on hover and on
 * click, Enter or Space; arrow keys move through the links; Escape closes and returns focus.
 * Before JavaScript runs, CSS opens it on hover and on keyboard focus instead.
 */
export function NavMenuButton({ menu, className }: { menu: NavMenu; className?: string }) {
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const panelId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLUListElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A mouse click arrives just after the hover that opened the menu; it must not close it.
  const openedByHover = useRef(false);
  const location = useLocation();
  const { t } = useTranslation();
  const label = useLinkLabel();

  // A navigation closes every menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation by design
  useEffect(() => setOpen(false), [location.key]);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const links = () => Array.from(panelRef.current?.querySelectorAll("a") ?? []);
  const focusLink = (index: number) => {
    const all = links();
    all[(index + all.length) % all.length]?.focus();
  };

  function onTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setOpen(true);
      requestAnimationFrame(() => focusLink(0));
    } else if (event.key === "Escape") {
      setOpen(false);
    }
  }

  function onPanelKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const current = links().indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === "ArrowDown") {
      event.preventDefault();
      focusLink(current + 1);
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      focusLink(current - 1);
    } else if (event.key === "Home") {
      event.preventDefault();
      focusLink(0);
    } else if (event.key === "End") {
      event.preventDefault();
      focusLink(-1);
    } else if (event.key === "Escape") {
      event.preventDefault();
      setOpen(false);
      triggerRef.current?.focus();
    }
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover opens the menu; the button carries the keyboard behaviour
    <div
      className="group relative"
      onPointerEnter={(event) => {
        if (event.pointerType !== "mouse") return;
        clearTimeout(closeTimer.current);
        if (!open) openedByHover.current = true;
        setOpen(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== "mouse") return;
        closeTimer.current = setTimeout(() => {
          openedByHover.current = false;
          setOpen(false);
        }, CLOSE_DELAY_MS);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          if (openedByHover.current) {
            openedByHover.current = false;
            setOpen(true);
          } else {
            setOpen((value) => !value);
          }
        }}
        onKeyDown={onTriggerKeyDown}
        className={cn(
          "inline-flex min-h-11 items-center gap-1 rounded-full px-3 font-semibold whitespace-nowrap text-ink hover:bg-leaf-soft hover:text-leaf-deep",
          className,
        )}
      >
        {t(menu.label)}
        <ChevronDown
          aria-hidden="true"
          className={cn("size-4 transition-transform", open && "rotate-180")}
        />
      </button>
      <ul
        ref={panelRef}
        id={panelId}
        onKeyDown={onPanelKeyDown}
        className={cn(
          "absolute top-full left-0 z-40 min-w-56 rounded-card border border-line bg-card p-2 shadow-lg",
          open ? "block" : "hidden",
          !hydrated && "group-focus-within:block group-hover:block",
        )}
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
