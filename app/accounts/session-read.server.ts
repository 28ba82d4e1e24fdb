import { createHmac, timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db } from "~/server/db/database.server";
import { preparedQuery } from "~/server/db/prepared-query.server";
import { profiles, userRoles } from "./accounts.table";
import type { Auth } from "./auth.server";
import { sessions, users } from "./auth.table";
import { type CurrentUser, toCurrentUser } from "./current-user.server";

// Every signed-in request used to ask better-auth for its session: two signed cookies checked
// through Web Crypto (four thread-pool jobs), the session and the user read apart, then our
// profile and roles. On a member's page that was about a tenth of the server's CPU
// (docs/performance.md, decision 0054). Here the common case, a valid session with nothing to
// write, is read with one HMAC and one query. Anything else (a bad signature, an expired or
// unknown session, one due for renewal, a leftover cache cookie, a cookie sent twice) is
// answered `ask-auth`, and better-auth decides as before, writing what it writes.

export type SessionRead =
  | { outcome: "signed-in"; user: CurrentUser }
  | { outcome: "no-profile" }
  | { outcome: "ask-auth" };

interface SessionRules {
  secret: string;
  sessionTokenCookie: string;
  dontRememberCookie: string;
  sessionDataCookie: string;
  expiresInMs: number;
  updateAgeMs: number;
}

const rulesByAuth = new WeakMap<Auth, Promise<SessionRules>>();

/** The cookie names, secret and renewal ages as better-auth itself holds them. */
function sessionRules(auth: Auth): Promise<SessionRules> {
  let rules = rulesByAuth.get(auth);
  if (!rules) {
    rules = auth.$context.then((context) => ({
      secret: context.secret,
      sessionTokenCookie: context.authCookies.sessionToken.name,
      dontRememberCookie: context.authCookies.dontRememberToken.name,
      sessionDataCookie: context.authCookies.sessionData.name,
      expiresInMs: context.sessionConfig.expiresIn * 1000,
      updateAgeMs: context.sessionConfig.updateAge * 1000,
    }));
    rulesByAuth.set(auth, rules);
  }
  return rules;
}

/** Every value sent under each name (a name sent twice is for better-auth to judge). */
function cookieValues(header: string): Map<string, string[]> {
  const values = new Map<string, string[]>();
  for (const pair of header.split(";")) {
    const equals = pair.indexOf("=");
    if (equals < 0) continue;
    const name = pair.slice(0, equals).trim();
    let value = pair.slice(equals + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      value = decodeURIComponent(value);
    } catch {
      // Kept as sent: its signature will not match.
    }
    values.set(name, [...(values.get(name) ?? []), value]);
  }
  return values;
}

// Every signed-in request asks, so its SQL is built once (docs/performance.md, 2026-11-28).
const sessionByToken = preparedQuery((db) =>
  db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      user: {
        id: users.id,
        email: users.email,
        emailVerified: users.emailVerified,
        createdAt: users.createdAt,
      },
      profile: profiles,
      role: userRoles.role,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(profiles, eq(profiles.id, sessions.userId))
    .leftJoin(userRoles, eq(userRoles.userId, sessions.userId))
    .where(eq(sessions.token, sql.placeholder("token")))
    .prepare("session_by_token"),
);

/**
 * The value a signed cookie carries when its signature is ours (HMAC-SHA256 of the value with
 * the auth secret, base64, after the last dot: better-auth's format), else null. Exact string
 * comparison of the signature is stricter than better-auth's decoding, never looser.
 */
export function verifiedCookieValue(signed: string, secret: string): string | null {
  const remembered = `${secret}\u0000${signed}`;
  const known = verifiedBefore.get(remembered);
  if (known !== undefined) return known;
  const dot = signed.lastIndexOf(".");
  if (dot < 1) return null;
  const value = signed.slice(0, dot);
  const signature = Buffer.from(signed.slice(dot + 1));
  const expected = Buffer.from(createHmac("sha256", secret).update(value).digest("base64"));
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return null;
  if (verifiedBefore.size >= VERIFIED_COOKIES_KEPT) verifiedBefore.clear();
  verifiedBefore.set(remembered, value);
  return value;
}

// A signed-in member sends the same cookie with every request, and its signature cannot stop
// being ours, so each one that passed is remembered (only those: a forged one is checked anew
// every time). A bound keeps a flood of valid cookies from growing it without end.
// Keyed by the secret too, so a cookie is only ever taken as signed with the secret it passed.
const VERIFIED_COOKIES_KEPT = 10_000;
const verifiedBefore = new Map<string, string>();

export async function readSession(db: Db, auth: Auth, cookieHeader: string): Promise<SessionRead> {
  const rules = await sessionRules(auth);
  const cookies = cookieValues(cookieHeader);
  const sent = cookies.get(rules.sessionTokenCookie);
  if (sent?.length !== 1 || cookies.has(rules.sessionDataCookie)) {
    return { outcome: "ask-auth" };
  }
  const token = verifiedCookieValue(sent[0] ?? "", rules.secret);
  if (!token) return { outcome: "ask-auth" };
  const dontRemember = cookies.get(rules.dontRememberCookie);
  if (dontRemember && dontRemember.length !== 1) return { outcome: "ask-auth" };
  const remembered = !(dontRemember && verifiedCookieValue(dontRemember[0] ?? "", rules.secret));

  const rows = await sessionByToken(db, { token });
  const first = rows[0];
  const now = Date.now();
  if (!first || first.expiresAt.getTime() < now) return { outcome: "ask-auth" };
  // better-auth renews a remembered session once `updateAge` has passed since it was last set.
  const renewalDue = first.expiresAt.getTime() - rules.expiresInMs + rules.updateAgeMs <= now;
  if (remembered && renewalDue) return { outcome: "ask-auth" };
  if (!first.profile) return { outcome: "no-profile" };
  return {
    outcome: "signed-in",
    user: toCurrentUser(
      { user: first.user, session: { id: first.sessionId } },
      first.profile,
      rows.flatMap((row) => (row.role ? [row.role] : [])),
    ),
  };
}
