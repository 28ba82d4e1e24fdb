import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { sessions } from "~/accounts/auth.table";
import { saveLanguage } from "~/accounts/profile.server";
import { forumPosts } from "~/forum/forum.table";
import { listCategories } from "~/forum/forum-categories.server";
import { createTopic } from "~/forum/forum-topics.server";
import { getListing } from "~/listings/listing-reads.server";
import { createListing } from "~/listings/listing-writes.server";
import { listingInput } from "../../tests/factories/test-listings";
import { createAdmittedMember } from "../../tests/factories/test-members";
import { createTestServices } from "../../tests/factories/test-services";
import { createTestStaff } from "../../tests/factories/test-staff";
import { setupTestDatabase } from "../../tests/test-database";
import { AdminAccessError } from "./admin-access.server";
import {
  liftSuspension,
  listSuspendedMembers,
  SUSPENDED_SIGN_IN,
  suspendMember,
} from "./member-suspension.server";
import { fileReport } from "./report-filing.server";
import { decideReport } from "./reports-queue.server";
import { countStaffActions } from "./staff-audit.server";

const getDatabase = setupTestDatabase();
const publicUrl = (key: string) => `/files/${key}`;
const PASSWORD = "courgette-glut";
let categoryId = "";

beforeAll(async () => {
  categoryId = (await listCategories(getDatabase().db))[0]?.id ?? "";
});

async function signIn(services: ReturnType<typeof createTestServices>, email: string) {
  return services.auth.api.signInEmail({ body: { email, password: PASSWORD } });
}

async function sessionCount(services: ReturnType<typeof createTestServices>, userId: string) {
  return (await services.db.select().from(sessions).where(eq(sessions.userId, userId))).length;
}

describe("suspending a member", () => {
  it("ends their sessions, refuses sign-in, hides their listings and posts; lifting restores only those", async () => {
    const services = createTestServices(getDatabase());
    const admin = await createTestStaff(services, "admin");
    const moderator = await createTestStaff(services, "moderator");
    const member = await createAdmittedMember(services);
    const reporter = await createAdmittedMember(services);
    const shown = await createListing(services.db, member, listingInput({ name: "Shown kale" }));
    const hiddenBefore = await createListing(
      services.db,
      member,
      listingInput({ name: "Bad kale" }),
    );
    const { reportId: earlier } = await fileReport(services, reporter, {
      kind: "listing",
      targetId: hiddenBefore.id,
      reason: "spam",
    });
    await decideReport(services, moderator, {
      reportId: earlier,
      decision: "hide",
      reason: "Spam.",
    });
    const topic = await createTopic(services.db, member, {
      categoryId,
      title: "Kale recipes",
      content: "Massage it with oil.",
    });
    await signIn(services, member.email);
    expect(await sessionCount(services, member.id)).toBe(1);

    await suspendMember(services, admin, { userId: member.id, reason: "Repeated scams." });
    expect(await sessionCount(services, member.id)).toBe(0);
    await expect(signIn(services, member.email)).rejects.toMatchObject({
      body: { message: SUSPENDED_SIGN_IN },
    });
    expect((await getListing(services.db, shown.id, { publicUrl }))?.hiddenReason).toBe(
      "Repeated scams.",
    );
    const [post] = await services.db.select().from(forumPosts).where(eq(forumPosts.id, topic.id));
    expect(post?.hiddenAt).toBeInstanceOf(Date);
    expect((await listSuspendedMembers(services.db)).map((row) => row.userId)).toContain(member.id);
    const suspended = (await services.mail.delivered()).filter(
      (email) => email.to === member.email && /suspended/.test(email.subject),
    );
    expect(suspended).toHaveLength(1);
    expect(suspended[0]?.text).toContain("Repeated scams.");
    await expect(
      suspendMember(services, admin, { userId: member.id, reason: "Again." }),
    ).rejects.toMatchObject({ status: 409 });

    await liftSuspension(services, admin, { userId: member.id });
    expect(await signIn(services, member.email)).toMatchObject({ user: { id: member.id } });
    expect((await getListing(services.db, shown.id, { publicUrl }))?.hiddenReason).toBeNull();
    // Hidden by a moderator before the suspension: it stays hidden.
    expect((await getListing(services.db, hiddenBefore.id, { publicUrl }))?.hiddenReason).toBe(
      "Spam.",
    );
    const [again] = await services.db.select().from(forumPosts).where(eq(forumPosts.id, topic.id));
    expect(again?.hiddenAt).toBeNull();
    expect(
      (await services.mail.delivered()).filter(
        (email) => email.to === member.email && /restored/.test(email.subject),
      ),
    ).toHaveLength(1);
    expect(
      await countStaffActions(services.db, { action: "member.suspend", targetId: member.id }),
    ).toBe(1);
    expect(
      await countStaffActions(services.db, { action: "member.restore", targetId: member.id }),
    ).toBe(1);
  });

  it("is for admins only: a moderator or member forging it gets 403 and nothing changes", async () => {
    const services = createTestServices(getDatabase());
    const admin = await createTestStaff(services, "admin");
    const moderator = await createTestStaff(services, "moderator");
    const member = await createAdmittedMember(services);
    const listing = await createListing(services.db, member, listingInput());
    for (const actor of [moderator, member]) {
      await expect(
        suspendMember(services, actor, { userId: member.id, reason: "forged" }),
      ).rejects.toBeInstanceOf(AdminAccessError);
    }
    expect((await getListing(services.db, listing.id, { publicUrl }))?.hiddenReason).toBeNull();
    expect(await signIn(services, member.email)).toMatchObject({ user: { id: member.id } });

    await suspendMember(services, admin, { userId: member.id, reason: "Real." });
    for (const actor of [moderator, member]) {
      await expect(liftSuspension(services, actor, { userId: member.id })).rejects.toBeInstanceOf(
        AdminAccessError,
      );
    }
    await expect(signIn(services, member.email)).rejects.toBeDefined();
    await expect(
      suspendMember(services, admin, { userId: admin.id, reason: "Oops" }),
    ).rejects.toMatchObject({ status: 400 });
  });

  it("an admin suspends from a member report; the report is closed", async () => {
    const services = createTestServices(getDatabase());
    const admin = await createTestStaff(services, "admin");
    const member = await createAdmittedMember(services);
    const reporter = await createAdmittedMember(services);
    const { reportId } = await fileReport(services, reporter, {
      kind: "member",
      targetId: member.id,
      reason: "inappropriate",
    });
    await decideReport(services, admin, { reportId, decision: "suspend", reason: "Threats." });
    await expect(signIn(services, member.email)).rejects.toMatchObject({
      body: { message: SUSPENDED_SIGN_IN },
    });
    await expect(
      decideReport(services, admin, { reportId, decision: "dismiss" }),
    ).rejects.toMatchObject({ status: 409 });
  });

  it("a member's data export holds the reports they filed, not those about them", async () => {
    const services = createTestServices(getDatabase());
    const member = await createAdmittedMember(services);
    const reporter = await createAdmittedMember(services);
    await fileReport(services, reporter, {
      kind: "member",
      targetId: member.id,
      reason: "inappropriate",
      note: "Shouted",
    });
    const section = services.accountSteps.export.find((part) => part.name === "reportsFiled");
    expect(await section?.collect(services.db, reporter.id)).toMatchObject([
      {
        kind: "member",
        targetId: member.id,
        reason: "inappropriate",
        note: "Shouted",
        status: "open",
      },
    ]);
    expect(await section?.collect(services.db, member.id)).toEqual([]);
  });

  it("tells a member who uses Glut in Welsh in Welsh, the reason as the admin wrote it", async () => {
    const services = createTestServices(getDatabase());
    const admin = await createTestStaff(services, "admin");
    const member = await createAdmittedMember(services);
    await saveLanguage(services.db, member.id, "cy");
    await suspendMember(services, admin, { userId: member.id, reason: "Repeated scams." });
    await liftSuspension(services, admin, { userId: member.id });
    const theirs = (await services.mail.delivered()).filter((email) => email.to === member.email);
    const suspended = theirs.find((email) => email.subject === "Mae eich cyfrif Glut wedi’i atal");
    expect(suspended?.text).toContain("Mae gweinyddwr wedi atal eich cyfrif Glut.");
    expect(suspended?.text).toContain("Repeated scams.");
    expect(suspended?.text).toContain("o fewn 5 diwrnod gwaith");
    const restored = theirs.find((email) => email.subject === "Mae eich cyfrif Glut wedi’i adfer");
    expect(restored?.text).toContain("Mewngofnodwch yma:");
    expect(theirs.some((email) => /suspended|restored/.test(email.subject))).toBe(false);
  });
});
