import { cn } from "~/components/ui/cn";

/** Where the counter starts to be read out: near the limit it matters, before that it is noise. */
export const ANNOUNCE_BELOW = 100;

/** What a live counter under a text box shows. */
export function charactersLeftLabel(length: number, max: number): string {
  const left = max - length;
  if (left < 0) return `${-left} characters over the limit`;
  return `${left} ${left === 1 ? "character" : "characters"} left`;
}

/**
 * The characters left in a limited text box. Point the box's aria-describedby at `id`; the
 * count is announced only in its last hundred characters.
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
  const left = max - length;
  const near = left < ANNOUNCE_BELOW;
  return (
    <p
      id={id}
      aria-live={near ? "polite" : "off"}
      className={cn("text-sm text-ink-muted", near && "font-semibold text-soil", className)}
    >
      {charactersLeftLabel(length, max)}
    </p>
  );
}
