import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { organizationVerifications } from "~/accounts/accounts.table";
import { saveLanguage } from "~/accounts/profile.server";
import { DEFAULT_REVIEW_NOTES } from "~/accounts/verification-notes";
import { findSubscriber } from "~/membership/entitlement.server";
import { canUseMemberFeatures } from "~/membership/member-gate.server";
import { createTestMember } from "../../tests/factories/test-members";
import { createTestServices } from "../../tests/factories/test-services";
import { createTestOrganisation, createTestStaff } from "../../tests/factories/test-staff";
import { setupTestDatabase } from "../../tests/test-database";
import { AdminAccessError } from "./admin-access.server";
import { dashboardStats } from "./admin-stats.server";
import { countStaffActions } from "./staff-audit.server";
import {
  listVerifications,
  ReviewConflictError,
  recentReviews,
  reviewVerification,
} from "./verifications.server";

const getDatabase = setupTestDatabase();

/** The review result emails sent to an address (sign-up sends others). */
async function resultEmails(services: ReturnType<typeof createTestServices>, to: string) {
  return (await services.mail.delivered()).filter(
    (email) => email.to === to && /is verified on Glut|verification for/.test(email.subject),
  );
}

function setup() {
  const services = createTestServices(getDatabase());
  const deps = { ...services, appUrl: services.env.APP_URL };
  return { services, deps };
}

async function requestOf(services: ReturnType<typeof createTestServices>, userId: string) {
  const [row] = await services.db
    .select()
    .from(organizationVerifications)
    .where(eq(organizationVerifications.userId, userId));
  if (!row) throw new Error("no request");
  return row;
}

describe("reviewing organisation verifications", () => {
  it("approves in one go: request, subscriber record, audit row, then the email", async () => {
    const { services, deps } = setup();
    const admin = await createTestStaff(services, "admin");
    const org = await createTestOrganisation(services, "Approve Me Pantry");
    const request = await requestOf(services, org.id);
    expect(request.verificationStatus).toBe("pending");
    expect(await canUseMemberFeatures(services.db, org)).toBe(false);

    await reviewVerification(deps, admin, { verificationId: request.id, decision: "approved" });

    const after = await requestOf(services, org.id);
    expect(after.verificationStatus).toBe("approved");
    expect(after.verificationDetails).toBe(DEFAULT_REVIEW_NOTES.approved);
    expect(after.reviewedBy).toBe(admin.id);
    expect(after.reviewedAt).toBeInstanceOf(Date);
    const subscriber = await findSubscriber(services.db, org.id);
    expect(subscriber).toMatchObject({
      subscribed: true,
      isOrganization: true,
      verificationStatus: "approved",
    });
    expect(subscriber?.organizationVerifiedAt).toBeInstanceOf(Date);
    // The one member gate now lets the organisation in, with no payment.
    expect(await canUseMemberFeatures(services.db, org)).toBe(true);
    expect(
      await countStaffActions(services.db, {
        action: "verification.approve",
        targetId: request.id,
      }),
    ).toBe(1);
    expect((await resultEmails(services, org.email))[0]?.subject).toBe(
      "Approve Me Pantry is verified on Glut",
    );
    const reviews = await recentReviews(services.db);
    expect(reviews.find((row) => row.id === request.id)).toMatchObject({
      status: "approved",
      reviewerName: admin.profile.username,
    });
  });

  it("rejects with the admin's notes and clears the organisation's access", async () => {
    const { services, deps } = setup();
    const admin = await createTestStaff(services, "admin");
    const org = await createTestOrganisation(services, "Reject Me Pantry");
    const request = await requestOf(services, org.id);

    await reviewVerification(deps, admin, {
      verificationId: request.id,
      decision: "rejected",
      notes: "  The charity number belongs to another charity.  ",
    });

    const after = await requestOf(services, org.id);
    expect(after.verificationStatus).toBe("rejected");
    expect(after.verificationDetails).toBe("The charity number belongs to another charity.");
    const subscriber = await findSubscriber(services.db, org.id);
    expect(subscriber).toMatchObject({ subscribed: false, verificationStatus: "rejected" });
    expect(subscriber?.organizationVerifiedAt).toBeNull();
    expect(await canUseMemberFeatures(services.db, org)).toBe(false);
    const [rejection] = await resultEmails(services, org.email);
    expect(rejection?.subject).toBe("Your organisation verification for Reject Me Pantry");
    expect(rejection?.text).toContain("The charity number belongs to another charity.");
  });

  it("reviews only pending requests: 409 after a review, 404 for an unknown one", async () => {
    const { services, deps } = setup();
    const admin = await createTestStaff(services, "admin");
    const org = await createTestOrganisation(services, "Twice Pantry");
    const request = await requestOf(services, org.id);
    await reviewVerification(deps, admin, { verificationId: request.id, decision: "approved" });

    const again = reviewVerification(deps, admin, {
      verificationId: request.id,
      decision: "rejected",
    });
    await expect(again).rejects.toBeInstanceOf(ReviewConflictError);
    await expect(again).rejects.toMatchObject({ status: 409 });
    expect((await requestOf(services, org.id)).verificationStatus).toBe("approved");
    await expect(
      reviewVerification(deps, admin, {
        verificationId: crypto.randomUUID(),
        decision: "approved",
      }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it("of two admins reviewing at once, one wins and the other is told", async () => {
    const { services, deps } = setup();
    const first = await createTestStaff(services, "admin");
    const second = await createTestStaff(services, "admin");
    const org = await createTestOrganisation(services, "Race Pantry");
    const request = await requestOf(services, org.id);

    const outcomes = await Promise.allSettled([
      reviewVerification(deps, first, { verificationId: request.id, decision: "approved" }),
      reviewVerification(deps, second, { verificationId: request.id, decision: "rejected" }),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    const refused = outcomes.find((outcome) => outcome.status === "rejected");
    expect((refused as PromiseRejectedResult).reason).toMatchObject({ status: 409 });
    expect((await countStaffActions(services.db, { targetId: request.id })) + 0).toBe(1);
    expect(await resultEmails(services, org.email)).toHaveLength(1);
  });

  it("refuses a moderator and a member (403) and changes nothing", async () => {
    const { services, deps } = setup();
    const moderator = await createTestStaff(services, "moderator");
    const member = await createTestMember(services);
    const org = await createTestOrganisation(services, "Forged Pantry");
    const request = await requestOf(services, org.id);
    for (const actor of [moderator, member]) {
      await expect(
        reviewVerification(deps, actor, { verificationId: request.id, decision: "approved" }),
      ).rejects.toBeInstanceOf(AdminAccessError);
    }
    expect((await requestOf(services, org.id)).verificationStatus).toBe("pending");
    expect(await findSubscriber(services.db, org.id)).toBeNull();
    expect(await countStaffActions(services.db, { targetId: request.id })).toBe(0);
  });

  it("lists newest first, counts the stats", async () => {
    const { services } = setup();
    const before = await dashboardStats(services.db);
    const older = await createTestOrganisation(services, "Older Pantry");
    const newer = await createTestOrganisation(services, "Newer Pantry");
    const list = await listVerifications(services.db);
    const ids = list.rows.map((row) => row.userId);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(list.rows[0]).toMatchObject({ username: "Newer Pantry team", location: "Leeds" });
    const after = await dashboardStats(services.db);
    expect(after.totalVerifications - before.totalVerifications).toBe(2);
    expect(after.pending - before.pending).toBe(2);
    expect(after.totalUsers - before.totalUsers).toBe(2);
  });

  it("tells an organisation that uses Glut in Welsh in Welsh", async () => {
    const { services, deps } = setup();
    const admin = await createTestStaff(services, "admin");
    const org = await createTestOrganisation(services, "Pantri Cymraeg");
    await saveLanguage(services.db, org.id, "cy");
    const request = await requestOf(services, org.id);
    await reviewVerification(deps, admin, { verificationId: request.id, decision: "approved" });
    const email = (await services.mail.delivered()).findLast(
      (sent) => sent.to === org.email && sent.subject.includes("Pantri Cymraeg"),
    );
    expect(email?.subject).toBe("Mae Pantri Cymraeg wedi’i ddilysu ar Glut");
    expect(email?.text).toContain("Newyddion da: mae Pantri Cymraeg wedi’i ddilysu.");
    expect(email?.text).toContain("Mynd i’ch dangosfwrdd");
    // The review's default notes, stored in English, said in Welsh (decision 0119).
    expect(email?.text).toContain(
      "Nodiadau gan ein tîm: Sefydliad wedi’i ddilysu a’i gymeradwyo ar gyfer mynediad am ddim.",
    );
    expect(email?.text).not.toContain(DEFAULT_REVIEW_NOTES.approved);
  });

  it("says the default notes in English word for word to an English reader", async () => {
    const { services, deps } = setup();
    const admin = await createTestStaff(services, "admin");
    const org = await createTestOrganisation(services, "Plain English Pantry");
    const request = await requestOf(services, org.id);
    await reviewVerification(deps, admin, { verificationId: request.id, decision: "rejected" });
    const [email] = await resultEmails(services, org.email);
    expect(email?.text).toContain(
      "Notes from our team: Verification rejected. Please contact support for more information.",
    );
  });
});
