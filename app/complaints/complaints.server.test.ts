import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { deleteAccount } from "~/accounts/account-deletion.server";
import { exportAccountData } from "~/accounts/account-export.server";
import { AdminAccessError } from "~/admin/admin-access.server";
import { suspendMember } from "~/admin/member-suspension.server";
import { fileReport } from "~/admin/report-filing.server";
import { decideReport } from "~/admin/reports-queue.server";
import { countStaffActions } from "~/admin/staff-audit.server";
import { accountSteps } from "~/composition/app-parts.server";
import enEmail from "~/i18n/locales/en/email";
import { complaintResponseTime } from "~/legal/complaint-response-time";
import { createListing } from "~/listings/listing-writes.server";
import { yearsBefore } from "~/server/retention-dates";
import { LocalFileStorage } from "~/server/storage/local-storage.server";
import { listingInput } from "../../tests/factories/test-listings";
import { createAdmittedMember, createTestMember } from "../../tests/factories/test-members";
import { createTestServices } from "../../tests/factories/test-services";
import { createTestStaff } from "../../tests/factories/test-staff";
import { setupTestDatabase } from "../../tests/test-database";
import { COMPLAINT_RETENTION_YEARS, deleteOldComplaints } from "./complaint-retention.server";
import {
  COMPLAINT_REFERENCE_PATTERN,
  type ComplaintInput,
  complaintKindLabels,
  complaintMessages,
  complaintSchema,
} from "./complaint-schema";
import {
  answerComplaint,
  COMPLAINT_RATE_LIMIT,
  fileComplaint,
  listComplaints,
} from "./complaints.server";
import { complaints } from "./complaints.table";

const getDatabase = setupTestDatabase();
let addresses = 0;
const newAddress = () => `198.51.100.${++addresses}`;
const visitor = () => ({ clientAddress: newAddress(), user: null });

function input(fields: Record<string, string>): ComplaintInput {
  return complaintSchema.parse(fields);
}

async function complaintRow(services: ReturnType<typeof createTestServices>, id: string) {
  const [row] = await services.db.select().from(complaints).where(eq(complaints.id, id));
  return row;
}

describe("filing a complaint", () => {
  it("a visitor's complaint is stored and acknowledged at once with its reference and the response time", async () => {
    const services = createTestServices(getDatabase());
    const { id, reference } = await fileComplaint(
      services,
      input({
        kind: "content",
        name: "Pat Visitor",
        email: "pat@example.org",
        contentUrl: "https://glut.example/listings/123",
        message: "This listing sells knives.",
      }),
      visitor(),
    );
    expect(reference).toMatch(COMPLAINT_REFERENCE_PATTERN);
    expect(await complaintRow(services, id)).toMatchObject({
      kind: "content",
      status: "open",
      complainantUserId: null,
      contentUrl: "https://glut.example/listings/123",
    });
    const delivered = await services.mail.delivered();
    const receipt = delivered.find((mail) => mail.to === "pat@example.org");
    expect(receipt?.subject).toBe(`We have received your complaint ${reference}`);
    expect(receipt?.text).toContain(reference);
    expect(receipt?.text).toContain(complaintResponseTime);
    expect(
      delivered.some(
        (mail) => mail.to === services.env.CONTACT_EMAIL && mail.subject.includes(reference),
      ),
    ).toBe(true);
  });

  it("tells staff of a complaint made in Welsh in Welsh, so that it is answered in Welsh", async () => {
    const services = createTestServices(getDatabase());
    const { reference } = await fileComplaint(
      services,
      input({ kind: "content", name: "Pat", email: "pat.cy@example.org", message: "Cyllyll." }),
      { ...visitor(), language: "cy" },
    );
    const toStaff = (await services.mail.delivered()).find(
      (mail) => mail.to === services.env.CONTACT_EMAIL && mail.subject.includes(reference),
    );
    expect(toStaff?.subject).toBe(`Cwyn newydd ${reference}`);
    expect(toStaff?.text).toContain("Cynnwys ar Glut (er enghraifft rhywbeth anghyfreithlon)");
    expect(toStaff?.html).toContain('lang="cy"');
  });

  it("an appeal must say which decision; more than the hourly limit from one address is refused", async () => {
    expect(
      complaintSchema.safeParse({ kind: "appeal", name: "A", email: "a@example.org", message: "x" })
        .error?.issues[0]?.message,
    ).toBe(complaintMessages.decision);

    const services = createTestServices(getDatabase());
    const sender = visitor();
    const complaint = input({
      kind: "compliance",
      name: "Al",
      email: "al@example.org",
      message: "Hi",
    });
    for (let i = 0; i < COMPLAINT_RATE_LIMIT.max; i++) {
      await fileComplaint(services, complaint, sender);
    }
    await expect(fileComplaint(services, complaint, sender)).rejects.toMatchObject({
      status: 429,
      message: complaintMessages.rateLimited,
    });
  });
});

describe("appeals", () => {
  it("a suspended member appeals signed out with their address; staff see the suspension appealed", async () => {
    const services = createTestServices(getDatabase());
    const admin = await createTestStaff(services, "admin");
    const member = await createAdmittedMember(services, { username: "Suspended Sam" });
    await suspendMember(services, admin, { userId: member.id, reason: "Selling plants" });

    const { id, reference } = await fileComplaint(
      services,
      input({
        kind: "appeal",
        decision: "suspended",
        name: "Sam",
        email: member.email.toUpperCase(),
        message: "I was giving them away, not selling.",
      }),
      visitor(),
    );
    const row = await complaintRow(services, id);
    expect(row?.moderationActionId).toEqual(expect.any(String));
    // Signed out, the typed address ties nothing to the account (anyone can type it).
    expect(row?.complainantUserId).toBeNull();

    const open = await listComplaints(services, admin, "open");
    const listed = open.find((complaint) => complaint.reference === reference);
    expect(listed?.decision).toMatchObject({
      action: "member.suspend",
      reason: "Selling plants",
      summary: "Member suspended: Suspended Sam",
    });
  });

  it("a member appeals a hidden listing signed in: the hide decision is referenced", async () => {
    const services = createTestServices(getDatabase());
    const moderator = await createTestStaff(services, "moderator");
    const owner = await createAdmittedMember(services);
    const reporter = await createAdmittedMember(services);
    const { id: listingId } = await createListing(
      services.db,
      owner,
      listingInput({ name: "Appealed rhubarb" }),
    );
    const { reportId } = await fileReport(services, reporter, {
      kind: "listing",
      targetId: listingId,
      reason: "illegal-fraud",
    });
    await decideReport(services, moderator, {
      reportId,
      decision: "hide",
      reason: "Looks like fraud",
    });

    const { reference } = await fileComplaint(
      services,
      input({
        kind: "appeal",
        decision: "hidden",
        name: "Owner",
        email: owner.email,
        message: "It is just rhubarb.",
      }),
      { clientAddress: newAddress(), user: owner },
    );
    const listed = (await listComplaints(services, moderator, "open")).find(
      (complaint) => complaint.reference === reference,
    );
    expect(listed?.decision).toMatchObject({
      action: "report.hide",
      summary: "Listing hidden: Appealed rhubarb",
      reason: "Looks like fraud",
    });
  });
});

describe("staff answers", () => {
  it("a moderator answers: resolved, the answer emailed, the staff audit records it; once only", async () => {
    const services = createTestServices(getDatabase());
    const moderator = await createTestStaff(services, "moderator");
    const { id, reference } = await fileComplaint(
      services,
      input({ kind: "content", name: "Jo", email: "jo@example.org", message: "Spam everywhere" }),
      visitor(),
    );
    await answerComplaint(services, moderator, { complaintId: id, response: "We removed it." });
    expect(await complaintRow(services, id)).toMatchObject({
      status: "resolved",
      response: "We removed it.",
      respondedBy: moderator.id,
    });
    expect(
      await countStaffActions(services.db, { action: "complaint.resolve", targetId: id }),
    ).toBe(1);
    const answer = (await services.mail.delivered()).find(
      (mail) => mail.to === "jo@example.org" && mail.subject.startsWith("Our answer"),
    );
    expect(answer?.subject).toBe(`Our answer to your complaint ${reference}`);
    expect(answer?.text).toContain("We removed it.");
    expect((await listComplaints(services, moderator, "resolved")).map((c) => c.id)).toContain(id);

    await expect(
      answerComplaint(services, moderator, { complaintId: id, response: "Again" }),
    ).rejects.toMatchObject({ status: 409 });
    expect((await complaintRow(services, id))?.response).toBe("We removed it.");
  });

  it("writes the receipt and the answer in the language the complaint was sent in", async () => {
    const services = createTestServices(getDatabase());
    const moderator = await createTestStaff(services, "moderator");
    const { id, reference } = await fileComplaint(
      services,
      input({ kind: "content", name: "Siân", email: "sian@example.org", message: "Sbam" }),
      { ...visitor(), language: "cy" },
    );
    expect((await complaintRow(services, id))?.language).toBe("cy");
    await answerComplaint(services, moderator, { complaintId: id, response: "Wedi’i dynnu." });
    const hers = (await services.mail.delivered()).filter((mail) => mail.to === "sian@example.org");
    expect(hers.map((mail) => mail.subject)).toEqual([
      `Rydym wedi cael eich cwyn ${reference}`,
      `Ein hateb i’ch cwyn ${reference}`,
    ]);
    expect(hers[0]?.text).toContain("Cynnwys ar Glut (er enghraifft rhywbeth anghyfreithlon)");
    expect(hers[0]?.text).toContain("o fewn 5 diwrnod gwaith");
    expect(hers[1]?.text).toContain("Wedi’i dynnu.");
  });

  it("names the kinds in English as the form does", () => {
    expect(enEmail.complaint.kinds).toEqual(complaintKindLabels);
  });

  it("refuses forged requests: a member can neither read nor answer complaints; nothing changes", async () => {
    const services = createTestServices(getDatabase());
    const member = await createAdmittedMember(services);
    const { id } = await fileComplaint(
      services,
      input({ kind: "compliance", name: "Kim", email: "kim@example.org", message: "Slow replies" }),
      visitor(),
    );
    await expect(listComplaints(services, member, "open")).rejects.toBeInstanceOf(AdminAccessError);
    await expect(
      answerComplaint(services, member, { complaintId: id, response: "Forged" }),
    ).rejects.toBeInstanceOf(AdminAccessError);
    expect(await complaintRow(services, id)).toMatchObject({ status: "open", response: null });
    expect(await countStaffActions(services.db, { targetId: id })).toBe(0);
  });
});

describe("account data", () => {
  it("the export has the member's complaints; deleting the account keeps them, unlinked", async () => {
    const services = createTestServices(getDatabase());
    const member = await createTestMember(services);
    const { id } = await fileComplaint(
      services,
      input({ kind: "compliance", name: "Me", email: member.email, message: "mine" }),
      { clientAddress: newAddress(), user: member },
    );
    const exported = await exportAccountData(services.db, member.id, accountSteps.export);
    expect(exported?.complaints).toEqual([
      expect.objectContaining({ kind: "compliance", message: "mine", status: "open" }),
    ]);
    const storage = new LocalFileStorage(services.env.dataDir);
    await deleteAccount({ ...services, storage }, member.id, accountSteps.deletion);
    expect(await complaintRow(services, id)).toMatchObject({
      message: "mine",
      complainantUserId: null,
    });
  });
});

describe("retention", () => {
  it("deletes complaints older than the period the privacy notice states", async () => {
    const services = createTestServices(getDatabase());
    const sent = (message: string) =>
      fileComplaint(
        services,
        input({ kind: "compliance", name: "Old", email: "old@example.org", message }),
        visitor(),
      );
    const old = await sent("old complaint");
    const recent = await sent("recent complaint");
    const now = new Date();
    const cutoff = yearsBefore(now, COMPLAINT_RETENTION_YEARS);
    await services.db
      .update(complaints)
      .set({ createdAt: new Date(cutoff.getTime() - 60_000) })
      .where(eq(complaints.id, old.id));
    expect(await deleteOldComplaints(services.db, now)).toBeGreaterThanOrEqual(1);
    expect(await complaintRow(services, old.id)).toBeUndefined();
    expect(await complaintRow(services, recent.id)).toBeDefined();
  });
});
