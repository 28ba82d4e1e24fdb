// PostgreSQL's refusals by their SQLSTATE codes. Drizzle wraps the driver's error in its own and
// keeps the driver's on `cause` (PGlite and node-postgres alike), so the code is looked for down
// the chain, never only on the error caught.

export const SQLSTATE = {
  uniqueViolation: "23505",
  foreignKeyViolation: "23503",
  checkViolation: "23514",
} as const;

/** The SQLSTATE code of `error` or of the first error it wraps that has one. */
export function databaseErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current && typeof current === "object"; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
