import { eq } from "drizzle-orm";
import { sessions, users } from "~/accounts/auth.table";
import { type CurrentUser, loadCurrentUser } from "~/accounts/current-user.server";
import { signUp } from "~/accounts/signup.server";
import { signupSchema } from "~/accounts/signup-schema";
import { type Member, requireMemberForAction } from "~/membership/member-gate.server";
import { subscribers } from "~/membership/membership.table";
import type { AppServices } from "~/server/services.server";
import { routeContext } from "./route-args";
import type { createTestServices } from "./test-services";

let counter = 0;

export interface TestMemberOptions {
  /** Confirmed email address (default true). */
  verified?: boolean;
  /** An active membership (default true). */
  member?: boolean;
  username?: string;
  /**
   * Keep the sign-in (session) the member is given as a row, as signing in does; needed where
   * something is tied to it (a push device, decision 0095). Default false: most tests need none.
   */
  signedIn?: boolean;
}

/**
 * An account made the way the site makes one (the sign-up transaction), as loaders see it;
 * verified and a paid-up member unless told otherwise.
 */
export async function createTestMember(
  services: ReturnType<typeof createTestServices>,
  options: TestMemberOptions = {},
): Promise<CurrentUser> {
  const { db } = services;
  counter += 1;
  const tag = `${process.pid}-${counter}-${Math.random().toString(36).slice(2, 8)}`;
  const result = await signUp(
    services,
    signupSchema.parse({
      accountType: "personal",
      email: `grower-${tag}@example.org`,
      username: options.username ?? `Grower ${counter}`,
      location: "Leeds",
      password: "courgette-glut",
      confirmPassword: "courgette-glut",
      termsAccepted: true,
      privacyAccepted: true,
      ageConfirmed: true,
    }),
  );
  if (!result.ok) throw new Error(JSON.stringify(result.fieldErrors));
  if (options.verified !== false) {
    await db.update(users).set({ emailVerified: true }).where(eq(users.id, result.userId));
  }
  if (options.member !== false) {
    await db.insert(subscribers).values({
      userId: result.userId,
      subscribed: true,
      subscriptionTier: "Premium",
      subscriptionEnd: new Date(Date.now() + 365 * 86_400_000),
    });
  }
  const [row] = await db.select().from(users).where(eq(users.id, result.userId));
  if (!row) throw new Error("no user");
  if (options.signedIn) {
    await db.insert(sessions).values({
      id: `session-${tag}`,
      token: `token-${tag}`,
      userId: result.userId,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
  }
  const user = await loadCurrentUser(db, { user: row, session: { id: `session-${tag}` } });
  if (!user) throw new Error("no profile");
  return user;
}

/** `user` through the real member gate, as a request of theirs passes it; refused if no member. */
export function admitTestMember(
  services: ReturnType<typeof createTestServices>,
  user: CurrentUser,
  refusal = "You need an active membership.",
): Promise<Member> {
  return requireMemberForAction(routeContext(services as unknown as AppServices, user), refusal);
}

/** A member (verified unless told otherwise) who has passed the member gate. */
export async function createAdmittedMember(
  services: ReturnType<typeof createTestServices>,
  options: Omit<TestMemberOptions, "member"> = {},
): Promise<Member> {
  return admitTestMember(services, await createTestMember(services, options));
}
