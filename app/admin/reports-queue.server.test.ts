import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { saveLanguage } from "~/accounts/profile.server";
import { forumReplies } from "~/forum/forum.table";
import { listCategories } from "~/forum/forum-categories.server";
import { createReply } from "~/forum/forum-replies.server";
import { createTopic } from "~/forum/forum-topics.server";
import { getListing, searchListings } from "~/listings/listing-reads.server";
import { createListing } from "~/listings/listing-writes.server";
import { HIDDEN_MESSAGE, openConversation } from "~/messaging/conversations.server";
import { contactLister } from "~/messaging/message-sending.server";
import { consumeRateLimit } from "~/server/rate-limit/rate-limit.server";
import { listingInput } from "../../tests/factories/test-listings";
import { admitTestMember, createAdmittedMember } from "../../tests/factories/test-members";
import { createTestServices } from "../../tests/factories/test-services";
import { createTestStaff } from "../../tests/factories/test-staff";
import { setupTestDatabase } from "../../tests/test-database";
import { reports } from "./admin.table";
import { AdminAccessError } from "./admin-access.server";
import { reportMessages } from "./report-english";
import { fileReport, REPORTS_PER_HOUR } from "./report-filing.server";
import {
  decideReport,
  listHiddenFromReports,
  listOpenReports,
  restoreContent,
} from "./reports-queue.server";
import { countStaffActions } from "./staff-audit.server";

const getDatabase = setupTestDatabase();
const publicUrl = (key: string) => `/files/${key}`;
let categoryId = "";

beforeAll(async () => {
  categoryId = (await listCategories(getDatabase().db))[0]?.id ?? "";
});

async function reportedListing(services: ReturnType<typeof createTestServices>, name: string) {
  const tag = name.split(" ")[0];
  const owner = await createAdmittedMember(services, { username: `Owner ${tag}` });
  const reporter = await createAdmittedMember(services, { username: `Reporter ${tag}` });
  const { id } = await createListing(services.db, owner, listingInput({ name }));
  const { reportId } = await fileReport(services, reporter, {
    kind: "listing",
    targetId: id,
    reason: "scam",
    note: "Asks for money",
  });
  return { owner, reporter, listingId: id, reportId };
}

async function statusOf(services: ReturnType<typeof createTestServices>, reportId: string) {
  const [row] = await services.db.select().from(reports).where(eq(reports.id, reportId));
  return row?.status;
}

describe("filing a report", () => {
  it("takes one report per item per member; not of one's own; refused past the hourly limit", async () => {
    const services = createTestServices(getDatabase());
    const { owner, reporter, listingId } = await reportedListing(services, "Duplicate beans");
    await expect(
      fileReport(services, reporter, { kind: "listing", targetId: listingId, reason: "spam" }),
    ).rejects.toMatchObject({ status: 409, message: reportMessages.already });
    await expect(
      fileReport(services, owner, { kind: "listing", targetId: listingId, reason: "spam" }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      fileReport(services, reporter, { kind: "nothing", targetId: listingId, reason: "spam" }),
    ).rejects.toMatchObject({ status: 404 });

    const busy = await createAdmittedMember(services);
    for (let i = 0; i < REPORTS_PER_HOUR; i++) {
      await consumeRateLimit(services.db, `report:${busy.id}`, { window: 3600, max: 1000 });
    }
    await expect(
      fileReport(services, busy, { kind: "member", targetId: owner.id, reason: "inappropriate" }),
    ).rejects.toMatchObject({ status: 429, message: reportMessages.tooMany });
  });

  it("takes a message only from the other person in its conversation", async () => {
    const services = createTestServices(getDatabase());
    const lister = await createAdmittedMember(services);
    const asker = await createAdmittedMember(services);
    const outsider = await createAdmittedMember(services);
    const { id } = await createListing(services.db, lister, listingInput({ name: "Plums" }));
    const { messageId } = await contactLister(services.db, asker, id, { message: "Rude words" });
    for (const who of [outsider, asker]) {
      await expect(
        fileReport(services, who, {
          kind: "message",
          targetId: messageId,
          reason: "inappropriate",
        }),
      ).rejects.toMatchObject({ status: 404 });
    }
    await fileReport(services, lister, {
      kind: "message",
      targetId: messageId,
      reason: "inappropriate",
    });
  });
});

describe("the reports queue", () => {
  it("lists open reports oldest first with the content in place, never the reporter", async () => {
    const services = createTestServices(getDatabase());
    const first = await reportedListing(services, "First reported marrow");
    await reportedListing(services, "Second reported marrow");
    const queue = await listOpenReports(services);
    const titles = queue.map((row) => row.item?.title);
    expect(titles.indexOf("First reported marrow")).toBeLessThan(
      titles.indexOf("Second reported marrow"),
    );
    const row = queue.find((report) => report.id === first.reportId);
    expect(row).toMatchObject({
      kind: "listing",
      reason: "A scam, or selling (nothing is sold on Glut)",
      note: "Asks for money",
      canHide: true,
      item: { title: "First reported marrow", ownerName: "Owner First" },
    });
    expect(JSON.stringify(row)).not.toContain("Reporter First");
    expect(JSON.stringify(row)).not.toContain(first.reporter.id);
  });

  it("lists reports of illegal content first, labelled, and filters by group", async () => {
    const services = createTestServices(getDatabase());
    const older = await reportedListing(services, "Older spam courgette");
    const owner = await createAdmittedMember(services);
    const reporter = await createAdmittedMember(services);
    const { id } = await createListing(
      services.db,
      owner,
      listingInput({ name: "Cannabis cuttings" }),
    );
    const { reportId } = await fileReport(services, reporter, {
      kind: "listing",
      targetId: id,
      reason: "illegal-drugs-weapons",
    });
    const queue = await listOpenReports(services);
    const ids = queue.map((row) => row.id);
    expect(ids.indexOf(reportId)).toBeLessThan(ids.indexOf(older.reportId));
    expect(queue.find((row) => row.id === reportId)).toMatchObject({
      category: "illegal",
      reason: "Drugs, knives, guns or other weapons",
    });
    expect(queue.find((row) => row.id === older.reportId)?.category).toBe("terms");
    const illegal = await listOpenReports(services, { category: "illegal" });
    expect(illegal.every((row) => row.category === "illegal")).toBe(true);
    expect(illegal.map((row) => row.id)).toContain(reportId);
    const terms = await listOpenReports(services, { category: "terms" });
    expect(terms.map((row) => row.id)).toContain(older.reportId);
    expect(terms.map((row) => row.id)).not.toContain(reportId);
  });

  it("a moderator hides a listing: gone from the lists and to others, kept for its owner, owner emailed", async () => {
    const services = createTestServices(getDatabase());
    const moderator = await createTestStaff(services, "moderator");
    const { owner, listingId, reportId } = await reportedListing(services, "Hidden squash");
    const second = await createAdmittedMember(services);
    const { reportId: secondReport } = await fileReport(services, second, {
      kind: "listing",
      targetId: listingId,
      reason: "spam",
    });
    await decideReport(services, moderator, {
      reportId,
      decision: "hide",
      reason: "Selling is not allowed.",
    });
    const found = await searchListings(services.db, { search: "Hidden squash" }, { publicUrl });
    expect(found.total).toBe(0);
    expect((await getListing(services.db, listingId, { publicUrl }))?.hiddenReason).toBe(
      "Selling is not allowed.",
    );
    expect(await statusOf(services, reportId)).toBe("actioned");
    expect(await statusOf(services, secondReport)).toBe("actioned");
    expect(
      await countStaffActions(services.db, { action: "report.hide", targetId: listingId }),
    ).toBe(1);
    const email = (await services.mail.delivered()).find(
      (sent) => sent.to === owner.email && /hidden/.test(sent.subject),
    );
    expect(email?.subject).toBe("Your listing on Glut has been hidden");
    expect(email?.text).toContain("Selling is not allowed.");
    await expect(
      decideReport(services, moderator, { reportId, decision: "dismiss" }),
    ).rejects.toMatchObject({ status: 409 });

    const hidden = await listHiddenFromReports(services);
    expect(hidden.some((thing) => thing.item.id === listingId)).toBe(true);
    await restoreContent(services, moderator, { kind: "listing", targetId: listingId });
    expect(
      (await searchListings(services.db, { search: "Hidden squash" }, { publicUrl })).total,
    ).toBe(1);
    expect(
      await countStaffActions(services.db, { action: "content.restore", targetId: listingId }),
    ).toBe(1);
  });

  it("hides a forum reply and a message; the message's sender still reads it, the other side does not", async () => {
    const services = createTestServices(getDatabase());
    const admin = await createTestStaff(services, "admin");
    const author = await createAdmittedMember(services);
    const reader = await createAdmittedMember(services);
    const { id: postId } = await createTopic(services.db, author, {
      categoryId,
      title: "Compost heaps",
      content: "How hot should it get?",
    });
    const { id: replyId } = await createReply(services.db, reader, postId, {
      content: "Buy my compost!",
    });
    const { reportId } = await fileReport(services, author, {
      kind: "forum_reply",
      targetId: replyId,
      reason: "spam",
    });
    await decideReport(services, admin, { reportId, decision: "hide", reason: "Advertising." });
    const [reply] = await services.db
      .select()
      .from(forumReplies)
      .where(eq(forumReplies.id, replyId));
    expect(reply?.hiddenReason).toBe("Advertising.");

    const { id: listingId } = await createListing(services.db, author, listingInput());
    const asker = await admitTestMember(services, reader);
    const sent = await contactLister(services.db, asker, listingId, { message: "Nasty words" });
    const { reportId: messageReport } = await fileReport(services, author, {
      kind: "message",
      targetId: sent.messageId,
      reason: "inappropriate",
    });
    await decideReport(services, admin, {
      reportId: messageReport,
      decision: "hide",
      reason: "Be kind.",
    });
    const forLister = await openConversation(services.db, author, sent.conversationId);
    expect(forLister.messages[0]).toMatchObject({
      message: HIDDEN_MESSAGE,
      hidden: { reason: null },
    });
    const forSender = await openConversation(services.db, reader, sent.conversationId);
    expect(forSender.messages[0]).toMatchObject({
      message: "Nasty words",
      hidden: { reason: "Be kind." },
    });
  });

  it("refuses forged decisions: a member (403), a moderator suspending (403); nothing changes", async () => {
    const services = createTestServices(getDatabase());
    const moderator = await createTestStaff(services, "moderator");
    const { owner, reporter, listingId, reportId } = await reportedListing(
      services,
      "Forged leeks",
    );
    for (const decision of ["dismiss", "hide", "suspend"] as const) {
      await expect(
        decideReport(services, reporter, { reportId, decision, reason: "forged" }),
      ).rejects.toBeInstanceOf(AdminAccessError);
    }
    await expect(
      decideReport(services, moderator, { reportId, decision: "suspend", reason: "forged" }),
    ).rejects.toBeInstanceOf(AdminAccessError);
    await expect(
      restoreContent(services, owner, { kind: "listing", targetId: listingId }),
    ).rejects.toBeInstanceOf(AdminAccessError);
    expect(await statusOf(services, reportId)).toBe("open");
    expect((await getListing(services.db, listingId, { publicUrl }))?.hiddenReason).toBeNull();
    expect(await countStaffActions(services.db, { targetId: owner.id })).toBe(0);
  });

  it("a dismissal closes the report and leaves the content", async () => {
    const services = createTestServices(getDatabase());
    const moderator = await createTestStaff(services, "moderator");
    const { listingId, reportId } = await reportedListing(services, "Dismissed apples");
    await decideReport(services, moderator, { reportId, decision: "dismiss" });
    expect(await statusOf(services, reportId)).toBe("dismissed");
    expect((await getListing(services.db, listingId, { publicUrl }))?.hiddenReason).toBeNull();
    expect(
      await countStaffActions(services.db, { action: "report.dismiss", targetId: listingId }),
    ).toBe(1);
  });

  it("tells an owner who uses Glut in Welsh in Welsh, their listing called by its Welsh name", async () => {
    const services = createTestServices(getDatabase());
    const moderator = await createTestStaff(services, "moderator");
    const { owner, reportId } = await reportedListing(services, "Welsh hidden leeks");
    await saveLanguage(services.db, owner.id, "cy");
    await decideReport(services, moderator, { reportId, decision: "hide", reason: "Spam." });
    const email = (await services.mail.delivered()).findLast((sent) => sent.to === owner.email);
    expect(email?.subject).toBe("Mae cymedrolwr wedi cuddio eich hysbyseb ar Glut");
    expect(email?.text).toContain("Mae cymedrolwr wedi cuddio eich hysbyseb “Welsh hidden leeks”.");
    expect(email?.text).toContain("Spam.");
  });
});
