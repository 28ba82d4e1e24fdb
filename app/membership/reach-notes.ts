import { MAX_REACH, type ReachNote } from "./revenue-calculator";

/** What the calculator says when it reads the reach typed differently from how it was typed. */
export const reachNotes: Record<ReachNote, (input: string, reach: number) => string> = {
  "not-a-number": (input) =>
    `We could not read “${input.trim()}” as a number, so we have counted it as 0. Enter a whole number, such as 120.`,
  negative: () => "A number of people cannot be below 0, so we have counted it as 0.",
  fraction: (_input, reach) =>
    `We count whole people only, so we have worked it out for ${reach.toLocaleString("en-GB")}.`,
  capped: () =>
    `We work it out for up to ${MAX_REACH.toLocaleString("en-GB")} people, so we have used that.`,
};
