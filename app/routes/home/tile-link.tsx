import type { ComponentType } from "react";
import { Link } from "react-router";

/** A card-like link with an icon, a title and a line beneath: city tiles and feature links. */
export function TileLink({
  to,
  icon: Icon,
  title,
  text,
}: {
  to: string;
  /** A lucide icon, or a sprite icon taking the same props (ui/map-pin-sprite). */
  icon: ComponentType<{ "aria-hidden": "true"; className: string }>;
  title: string;
  text: string;
}) {
  return (
    <Link
      to={to}
      className="flex h-full min-h-16 items-start gap-3 rounded-card border border-line bg-card p-3 text-ink no-underline shadow-sm hover:border-leaf hover:text-ink sm:p-4"
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-leaf" />
      <span>
        <span className="block font-bold text-soil">{title}</span>
        <span className="block text-sm text-ink-muted">{text}</span>
      </span>
    </Link>
  );
}
