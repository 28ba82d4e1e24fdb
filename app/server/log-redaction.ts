/**
 * Secrets that travel in addresses, taken out of every log line before it is written (decision
 * 0069). Emailed links carry keys that work for whoever holds them: a password-reset or
 * email-confirmation token, the harvest calendar feed's token (it never expires), the signed
 * tokens of the one-click unsubscribe and "still available" links, Google's one-time code and
 * state. A request log kept for weeks must not become a pile of those keys, so the line is
 * redacted as written, whatever logged it: the request logger's URL, a redirect's Location
 * header, an error's message or stack.
 */

export const REDACTED = "[redacted]";

/** Query parameters whose value is a key (compared without regard to case). */
const SECRET_PARAMETERS = ["token", "sig", "signature", "code", "state"];

/** Path segments that are keys: better-auth's reset link and the calendar feed's file name. */
const SECRET_PATHS: readonly RegExp[] = [
  /(\/reset-password\/)[^/?#"\s\\]+/g,
  /(\/planting-calendar\/feed\/)[^/?#"\s\\]+/g,
];

const parameterNames = SECRET_PARAMETERS.join("|");
/**
 * `name=value` after `?` or `&`, also percent-encoded once or twice (a link inside another link's
 * `callbackURL` or `redirectTo`) and as JSON writes `&` escaped; the value ends where the address
 * or the JSON string does.
 */
const SECRET_QUERY = new RegExp(
  `((?:[?&]|%3F|%26|%253F|%2526|\\\\u0026)(?:${parameterNames})(?:=|%3D|%253D))(?:[^&\\s"#\\\\%]|%(?!26|23|2526|2523)[0-9A-Fa-f]{2})*`,
  "gi",
);

/**
 * A key as a field of a logged object (better-auth logs a refused OAuth state that way). Not
 * "code": as a field that is far more often an error's code, which the logs need.
 */
const SECRET_FIELD = /("(?:token|sig|signature|state)":)"(?:[^"\\]|\\.)*"/gi;

/** The text with every secret in an address replaced by "[redacted]". */
export function redactSecrets(text: string): string {
  let redacted = text
    .replace(SECRET_QUERY, `$1${REDACTED}`)
    .replace(SECRET_FIELD, `$1"${REDACTED}"`);
  for (const pattern of SECRET_PATHS) redacted = redacted.replace(pattern, `$1${REDACTED}`);
  return redacted;
}
