import { cn } from "~/components/ui/cn";
import { charactersLeftLabel, nearLimit } from "./characters-left";

/**
 * The characters left in a limited text box. Point the box's aria-describedby at `id`; the
 * count is announced only in its last hundred characters. `data-max` lets a static page's
 * script keep it counting (character-counter.enhance.ts); the look near the limit follows
 * `data-near`, so both ways of counting share it.
 */
export function CharacterCounter({
  id,
  length,
  max,
  className,
}: {
  id: string;
  length: number;
  max: number;
  className?: string;
}) {
  const near = nearLimit(length, max);
  return (
    <p
      id={id}
      aria-live={near ? "polite" : "off"}
      data-max={max}
      data-near={near ? "" : undefined}
      className={cn(
        "text-sm text-ink-muted data-near:font-semibold data-near:text-soil",
        className,
      )}
    >
      {charactersLeftLabel(length, max)}
    </p>
  );
}
