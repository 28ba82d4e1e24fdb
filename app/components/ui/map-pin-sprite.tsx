import { cn } from "./cn";

/**
 * Lucide's map pin, drawn by reference to public/icons.svg instead of inline: it is the icon a
 * page repeats most (every city tile and listing card; 15 times on the home page, 24 on
 * /listings), and one cached file is cheaper than the same paths in the HTML and in React's
 * render each time (decision 0032). Works without JavaScript. Same attributes as lucide's own.
 */
export function MapPinSprite({ className }: { className?: string; "aria-hidden"?: "true" }) {
  return (
    <svg
      aria-hidden="true"
      className={cn("lucide lucide-map-pin", className)}
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <use href="/icons.svg#map-pin" />
    </svg>
  );
}
