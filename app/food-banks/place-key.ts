// How a typed or imported place name is compared: no accents, case, punctuation or "City of".
// Data-free, so the food-bank search's inline script (decision 0059) can carry it.

/** "Kingston upon Hull, City of" → "kingston upon hull"; "Stoke-on-Trent" → "stoke on trent". */
export function placeKey(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/,\s*city of\s*$/, "")
    .replace(/^city of\s+/, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}
