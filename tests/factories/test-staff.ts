import { eq } from "drizzle-orm";
import { users } from "~/accounts/auth.table";
import { type CurrentUser, loadCurrentUser } from "~/accounts/current-user.server";
import { signUp } from "~/accounts/signup.server";
import { signupSchema } from "~/accounts/signup-schema";
import type { StaffRole } from "~/accounts/staff-role";
import { grantRole } from "~/admin/staff-roles.server";
import { createTestMember } from "./test-members";
import type { createTestServices } from "./test-services";

type Services = ReturnType<typeof createTestServices>;

/** A member given a staff role the way the first admin gets one: the command line's grantRole. */
export async function createTestStaff(services: Services, role: StaffRole): Promise<CurrentUser> {
  const member = await createTestMember(services, { username: `Staff ${role}` });
  await grantRole(services.db, member.email, role);
  return reload(services, member.id);
}

export async function reload(services: Services, userId: string): Promise<CurrentUser> {
  const [row] = await services.db.select().from(users).where(eq(users.id, userId));
  if (!row) throw new Error("no user");
  const user = await loadCurrentUser(services.db, { user: row, session: { id: "session" } });
  if (!user) throw new Error("no profile");
  return user;
}

let counter = 0;

/** An organisation that has signed up with a valid charity number: its request is pending. */
export async function createTestOrganisation(services: Services, name = "Leeds Food Bank") {
  counter += 1;
  const email = `org-${process.pid}-${counter}-${Math.random().toString(36).slice(2, 8)}@example.org`;
  const result = await signUp(
    services,
    signupSchema.parse({
      accountType: "organization",
      email,
      username: `${name} team`,
      location: "Leeds",
      password: "courgette-glut",
      confirmPassword: "courgette-glut",
      termsAccepted: true,
      privacyAccepted: true,
      ageConfirmed: true,
      organizationName: name,
      organizationType: "food-bank",
      registrationNumber: "1123456",
    }),
  );
  if (!result.ok) throw new Error(JSON.stringify(result.fieldErrors));
  await services.db.update(users).set({ emailVerified: true }).where(eq(users.id, result.userId));
  return { ...(await reload(services, result.userId)), email };
}
