import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { forumPosts, forumReports } from "~/forum/forum.table";
import { listCategories } from "~/forum/forum-categories.server";
import { reportContent } from "~/forum/forum-moderation.server";
import { createTopic } from "~/forum/forum-topics.server";
import { createTestMember } from "../../tests/factories/test-members";
import { createTestServices } from "../../tests/factories/test-services";
import { createTestStaff } from "../../tests/factories/test-staff";
import { setupTestDatabase } from "../../tests/test-database";
import { AdminAccessError } from "./admin-access.server";
import { decideForumReport, listOpenForumReports } from "./forum-reports.server";
import { countStaffActions } from "./staff-audit.server";

const getDatabase = setupTestDatabase();
let categoryId = "";

beforeAll(async () => {
  categoryId = (await listCategories(getDatabase().db))[0]?.id ?? "";
});

async function reportedTopic(services: ReturnType<typeof createTestServices>, title: string) {
  const author = await createTestMember(services, { username: "Reported Author" });
  const reporter = await createTestMember(services, { username: "Careful Reader" });
  const { id } = await createTopic(services.db, author, {
    categoryId,
    title,
    content: "Buy my miracle compost now!",
  });
  await reportContent(services.db, reporter, { postId: id }, "spam", "Selling, not sharing.");
  const [report] = await services.db.select().from(forumReports).where(eq(forumReports.postId, id));
  if (!report) throw new Error("no report");
  return { author, reporter, postId: id, reportId: report.id };
}

describe("the forum reports queue", () => {
  it("shows open reports oldest first with the content, never the reporter", async () => {
    const services = createTestServices(getDatabase().db);
    const first = await reportedTopic(services, "First reported topic");
    await reportedTopic(services, "Second reported topic");
    const queue = await listOpenForumReports(services.db);
    const titles = queue.map((row) => row.title);
    expect(titles.indexOf("First reported topic")).toBeLessThan(
      titles.indexOf("Second reported topic"),
    );
    const row = queue.find((r) => r.id === first.reportId);
    expect(row).toMatchObject({
      kind: "topic",
      reason: "Spam or advertising",
      note: "Selling, not sharing.",
      content: "Buy my miracle compost now!",
      authorName: "Reported Author",
      hidden: false,
    });
    expect(JSON.stringify(row)).not.toContain("Careful Reader");
  });

  it("a moderator hides the topic: report closed, audited, author emailed; twice is 409", async () => {
    const services = createTestServices(getDatabase().db);
    const moderator = await createTestStaff(services, "moderator");
    const { author, postId, reportId } = await reportedTopic(services, "Hide me");
    const deps = { ...services, appUrl: services.env.APP_URL };
    await decideForumReport(deps, moderator, {
      reportId,
      decision: "hide",
      reason: "Advertising is not allowed.",
    });
    const [post] = await services.db.select().from(forumPosts).where(eq(forumPosts.id, postId));
    expect(post?.hiddenAt).toBeInstanceOf(Date);
    expect(post?.hiddenReason).toBe("Advertising is not allowed.");
    expect((await listOpenForumReports(services.db)).some((r) => r.id === reportId)).toBe(false);
    expect(await countStaffActions(services.db, { action: "report.hide", targetId: postId })).toBe(
      1,
    );
    expect(await countStaffActions(services.db, { action: "forum.hide", targetId: postId })).toBe(
      1,
    );
    const email = services.sent.find(
      (sent) => sent.to === author.email && /hidden/.test(sent.subject),
    );
    expect(email?.subject).toBe("Your forum topic on Glut has been hidden");
    await expect(
      decideForumReport(deps, moderator, { reportId, decision: "dismiss" }),
    ).rejects.toMatchObject({ status: 409 });
  });

  it("dismissing closes the report and leaves the content; members are refused", async () => {
    const services = createTestServices(getDatabase().db);
    const admin = await createTestStaff(services, "admin");
    const { postId, reportId, reporter } = await reportedTopic(services, "Dismiss me");
    const deps = { ...services, appUrl: services.env.APP_URL };
    await expect(
      decideForumReport(deps, reporter, { reportId, decision: "hide", reason: "forged" }),
    ).rejects.toBeInstanceOf(AdminAccessError);
    expect((await listOpenForumReports(services.db)).some((r) => r.id === reportId)).toBe(true);

    await decideForumReport(deps, admin, { reportId, decision: "dismiss" });
    const [post] = await services.db.select().from(forumPosts).where(eq(forumPosts.id, postId));
    expect(post?.hiddenAt).toBeNull();
    expect(
      await countStaffActions(services.db, { action: "report.dismiss", targetId: postId }),
    ).toBe(1);
  });
});
