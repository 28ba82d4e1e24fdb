import type { ReactNode } from "react";

/** A page's main buttons: stacked on a phone, side by side from the small breakpoint. */
export function ActionRow({ children }: { children: ReactNode }) {
  return <div className="flex flex-col gap-3 sm:flex-row">{children}</div>;
}
