import { desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { marketingConsents, organizationVerifications, profiles } from "~/accounts/accounts.table";
import { users } from "~/accounts/auth.table";
import { type CurrentUser, loadCurrentUser } from "~/accounts/current-user.server";
import { signUp } from "~/accounts/signup.server";
import { signupSchema } from "~/accounts/signup-schema";
import type { AppServices } from "~/server/services.server";
import { routeArgs, settle } from "../../../tests/factories/route-args";
import { createTestMember } from "../../../tests/factories/test-members";
import { createTestServices } from "../../../tests/factories/test-services";
import { setupTestDatabase } from "../../../tests/test-database";
import { action } from "./dashboard";

// The dashboard's settings forms tried by another account and by the wrong kind of account: the
// account changed is always the signed-in one, whatever the form names, and the verification
// reapply refuses a personal account and an organisation whose application is pending (403),
// changing nothing (issue 16's audit).

const getDatabase = setupTestDatabase();
let test: ReturnType<typeof createTestServices>;
let counter = 0;

beforeAll(() => {
  test = createTestServices(getDatabase());
});

async function organisation(registrationNumber: string): Promise<CurrentUser> {
  counter += 1;
  const result = await signUp(
    test,
    signupSchema.parse({
      accountType: "organization",
      email: `larder-${process.pid}-${counter}@example.org`,
      username: `Larder ${counter}`,
      location: "Leeds",
      password: "courgette-glut",
      confirmPassword: "courgette-glut",
      termsAccepted: true,
      privacyAccepted: true,
      ageConfirmed: true,
      organizationName: `Leeds Larder ${counter}`,
      organizationType: "food-bank",
      registrationNumber,
    }),
  );
  if (!result.ok) throw new Error(JSON.stringify(result.fieldErrors));
  const [row] = await test.db.select().from(users).where(eq(users.id, result.userId));
  if (!row) throw new Error("no user");
  const user = await loadCurrentUser(test.db, { user: row, session: { id: `s-${counter}` } });
  if (!user) throw new Error("no profile");
  return user;
}

function post(user: CurrentUser | null, fields: Record<string, string>) {
  const request = new Request("http://localhost:3000/dashboard", {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  const args = routeArgs(test as unknown as AppServices, user, request);
  return settle(() => action(args as unknown as Parameters<typeof action>[0]));
}

const statusOf = (answer: unknown) =>
  answer instanceof Response
    ? answer.status
    : ((answer as { init?: ResponseInit | null }).init?.status ?? 200);

const redirectOf = (answer: unknown) => ({
  status: statusOf(answer),
  to: answer instanceof Response ? answer.headers.get("Location") : null,
});

const profileOf = async (id: string) =>
  (await test.db.select().from(profiles).where(eq(profiles.id, id)))[0];

const applicationsOf = (id: string) =>
  test.db
    .select()
    .from(organizationVerifications)
    .where(eq(organizationVerifications.userId, id))
    .orderBy(desc(organizationVerifications.submittedAt), desc(organizationVerifications.id));

describe("the dashboard's settings, forged", () => {
  it("another account's forum name and marketing choice cannot be changed by naming it in the form", async () => {
    const victim = await createTestMember(test, { username: "Victim Grower" });
    const attacker = await createTestMember(test);
    const before = await profileOf(victim.id);
    const consentsOf = (id: string) =>
      test.db.select().from(marketingConsents).where(eq(marketingConsents.userId, id));
    const consentsBefore = await consentsOf(victim.id);
    const attackerConsentsBefore = (await consentsOf(attacker.id)).length;

    const forged: Record<string, string>[] = [
      { intent: "forum-settings", forumUsername: "Hijacked", userId: victim.id, id: victim.id },
      { intent: "marketing", marketingConsent: "on", userId: victim.id, id: victim.id },
    ];
    // Each is answered as the sender's own change: a redirect back with the notice (0105).
    for (const fields of forged) {
      expect(redirectOf(await post(attacker, fields))).toEqual({ status: 302, to: "/dashboard" });
    }
    expect(await profileOf(victim.id)).toEqual(before);
    expect(await consentsOf(victim.id)).toEqual(consentsBefore);
    // The forms acted on the sender's own account.
    expect((await profileOf(attacker.id))?.forumUsername).toBe("Hijacked");
    expect((await consentsOf(attacker.id)).length).toBe(attackerConsentsBefore + 1);
  });

  it("a visitor is sent to sign in and nothing changes", async () => {
    const victim = await createTestMember(test);
    const before = await profileOf(victim.id);
    const answer = await post(null, {
      intent: "forum-settings",
      forumUsername: "Anonymous",
      userId: victim.id,
    });
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(302);
    expect((answer as Response).headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
    expect(await profileOf(victim.id)).toEqual(before);
  });
});

describe("the verification reapply, refused", () => {
  const application = {
    intent: "reapply",
    organizationName: "Leeds Larder Again",
    organizationType: "food-bank",
    registrationNumber: "1234567",
  };

  it("for a personal account: 403, and no application is made", async () => {
    const grower = await createTestMember(test);
    const answer = await post(grower, application);
    expect(statusOf(answer)).toBe(403);
    expect(await applicationsOf(grower.id)).toEqual([]);
  });

  it("for an organisation whose application is pending: 403, and its application is unchanged", async () => {
    const larder = await organisation("1234567");
    const before = await applicationsOf(larder.id);
    expect(before).toHaveLength(1);
    expect(before[0]?.verificationStatus).toBe("pending");

    const answer = await post(larder, application);
    expect(statusOf(answer)).toBe(403);
    expect(await applicationsOf(larder.id)).toEqual(before);
  });

  it("is allowed after a failed check, for the organisation's own account only", async () => {
    const failed = await organisation("12345");
    const other = await organisation("12345");
    const otherBefore = await applicationsOf(other.id);
    expect(redirectOf(await post(failed, { ...application, userId: other.id }))).toEqual({
      status: 302,
      to: "/dashboard",
    });
    expect(await applicationsOf(failed.id)).toHaveLength(2);
    expect(await applicationsOf(other.id)).toEqual(otherBefore);
  });
});
