import { cn } from "~/components/ui/cn";
import { type CharactersLeftWords, charactersLeftLabel, nearLimit } from "./characters-left";

/**
 * The characters left in a limited text box. Point the box's aria-describedby at `id`; the
 * count is announced only in its last hundred characters. `data-max` lets a static page's
 * script keep it counting (character-counter.enhance.ts); the look near the limit follows
 * `data-near`, so both ways of counting share it. `words` are the page's language's (English by
 * default, for pages not yet converted); `data-words` hands them to that script.
 */
export function CharacterCounter({
  id,
  length,
  max,
  className,
  words,
}: {
  id: string;
  length: number;
  max: number;
  className?: string;
  words?: CharactersLeftWords;
}) {
  const near = nearLimit(length, max);
  return (
    <p
      id={id}
      aria-live={near ? "polite" : "off"}
      data-max={max}
      data-near={near ? "" : undefined}
      data-words={words ? JSON.stringify(words) : undefined}
      className={cn(
        "text-sm text-ink-muted data-near:font-semibold data-near:text-soil",
        className,
      )}
    >
      {charactersLeftLabel(length, max, words)}
    </p>
  );
}
