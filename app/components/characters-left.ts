// What a live counter under a limited text box says, shared by the React counter
// (character-counter.tsx) and the one a static page's inline script keeps (character-counter.enhance.ts).

/** Where the counter starts to be read out: near the limit it matters, before that it is noise. */
export const ANNOUNCE_BELOW = 100;

/** What a live counter under a text box shows. */
export function charactersLeftLabel(length: number, max: number): string {
  const left = max - length;
  if (left < 0) return `${-left} characters over the limit`;
  return `${left} ${left === 1 ? "character" : "characters"} left`;
}

/** Whether the count is near enough the limit to be read out and shown in bold. */
export function nearLimit(length: number, max: number): boolean {
  return max - length < ANNOUNCE_BELOW;
}
