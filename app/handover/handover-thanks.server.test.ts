import { render } from "@react-email/render";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { insertHandover } from "../../tests/factories/collected-handovers";
import { createAdmittedMember } from "../../tests/factories/test-members";
import { createTestServices } from "../../tests/factories/test-services";
import { setupTestDatabase } from "../../tests/test-database";
import { handoverThanks } from "./handover.table";
import { handoverEmails } from "./handover-emails.server";
import { leaveThanks, loadThanksPage, ThanksError, thanksErrors } from "./handover-thanks.server";
import { thanksSchema } from "./thanks-schema";

const getDatabase = setupTestDatabase();

async function pair(services: ReturnType<typeof createTestServices>) {
  const giver = await createAdmittedMember(services, { username: "Giving Gail" });
  const receiver = await createAdmittedMember(services, { username: "Taking Tom" });
  return { giver, receiver };
}

async function thanksOf(services: ReturnType<typeof createTestServices>, handoverId: string) {
  return services.db
    .select({
      fromId: handoverThanks.fromId,
      toId: handoverThanks.toId,
      note: handoverThanks.note,
      rating: handoverThanks.rating,
    })
    .from(handoverThanks)
    .where(eq(handoverThanks.handoverId, handoverId));
}

async function refusal(work: Promise<unknown>) {
  const error = await work.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof ThanksError)) throw new Error(`expected a ThanksError, got ${error}`);
  return { status: error.status, message: error.message };
}

describe("thanks after a collection", () => {
  it("lets each side thank the other once, note and private rating, and shows each their own", async () => {
    const services = createTestServices(getDatabase());
    const { giver, receiver } = await pair(services);
    const id = await insertHandover(services.db, giver.id, receiver.id);

    // A note is told to the other side by email; a rating alone is private and tells no one.
    expect(
      await leaveThanks(services.db, receiver, id, { note: "Lovely courgettes", rating: "5" }),
    ).toEqual({
      toId: giver.id,
      notices: [
        {
          kind: "thanked",
          handoverId: id,
          toId: giver.id,
          fromId: receiver.id,
          note: "Lovely courgettes",
        },
      ],
    });
    expect(await leaveThanks(services.db, giver, id, { rating: "4" })).toEqual({
      toId: receiver.id,
      notices: [],
    });

    const stored = await thanksOf(services, id);
    expect(stored.sort((a, b) => (a.rating ?? 0) - (b.rating ?? 0))).toEqual([
      { fromId: giver.id, toId: receiver.id, note: null, rating: 4 },
      { fromId: receiver.id, toId: giver.id, note: "Lovely courgettes", rating: 5 },
    ]);
    const page = await loadThanksPage(services.db, receiver, id);
    expect(page.side).toBe("receiver");
    expect(page.other).toEqual({ id: giver.id, name: "Giving Gail" });
    expect([page.given?.note, page.given?.rating]).toEqual(["Lovely courgettes", 5]);
    expect((await loadThanksPage(services.db, giver, id)).side).toBe("giver");
  });

  it("emails the thanked member the note, in its words, with a link to the handover", async () => {
    const services = createTestServices(getDatabase());
    const { giver, receiver } = await pair(services);
    const id = await insertHandover(services.db, giver.id, receiver.id);
    const { notices } = await leaveThanks(services.db, receiver, id, {
      note: "The best chard we have had",
    });
    const [prepared] = await handoverEmails(services.db, "https://glut.test", notices);
    if (!prepared) throw new Error("no email");
    expect(prepared.email.to).toBe(giver.email);
    expect(prepared.email.subject).toMatch(/^Taking Tom said thank you for /);
    const html = await render(prepared.email.template);
    expect(html).toContain("“The best chard we have had”");
    expect(html).toContain(`https://glut.test/handovers/${id}`);
  });

  it("refuses a second thanks from the same side (409) and keeps the first", async () => {
    const services = createTestServices(getDatabase());
    const { giver, receiver } = await pair(services);
    const id = await insertHandover(services.db, giver.id, receiver.id);
    await leaveThanks(services.db, receiver, id, { note: "First", rating: "5" });
    expect(
      await refusal(leaveThanks(services.db, receiver, id, { note: "Second", rating: "1" })),
    ).toEqual({
      status: 409,
      message: thanksErrors.already,
    });
    expect(await thanksOf(services, id)).toEqual([
      { fromId: receiver.id, toId: giver.id, note: "First", rating: 5 },
    ]);
  });

  it("refuses a third member (403), before collection and after a cancellation (409)", async () => {
    const services = createTestServices(getDatabase());
    const { giver, receiver } = await pair(services);
    const stranger = await createAdmittedMember(services, { username: "Nosy Nell" });
    const collected = await insertHandover(services.db, giver.id, receiver.id);
    const reserved = await insertHandover(services.db, giver.id, receiver.id, {
      status: "reserved",
    });
    const cancelled = await insertHandover(services.db, giver.id, receiver.id, {
      status: "cancelled",
    });

    expect(await refusal(leaveThanks(services.db, stranger, collected, { rating: "1" }))).toEqual({
      status: 403,
      message: thanksErrors.notYours,
    });
    expect(await refusal(loadThanksPage(services.db, stranger, collected))).toEqual({
      status: 403,
      message: thanksErrors.notYours,
    });
    expect(await refusal(leaveThanks(services.db, receiver, reserved, { rating: "5" }))).toEqual({
      status: 409,
      message: thanksErrors.notCollected,
    });
    expect(await refusal(leaveThanks(services.db, giver, cancelled, { rating: "5" }))).toEqual({
      status: 409,
      message: thanksErrors.cancelled,
    });
    expect(
      await refusal(leaveThanks(services.db, giver, "not-a-handover", { rating: "5" })),
    ).toEqual({
      status: 404,
      message: thanksErrors.notFound,
    });
    for (const id of [collected, reserved, cancelled])
      expect(await thanksOf(services, id)).toEqual([]);
  });

  it("asks for a note or a rating, a note of at most 300 characters, a rating from 1 to 5", () => {
    const errors = (fields: Record<string, string>) => {
      const result = thanksSchema.safeParse(fields);
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    };
    expect(errors({})).toEqual(["Write a thank-you note, choose a rating, or both."]);
    expect(errors({ note: "   " })).toEqual(["Write a thank-you note, choose a rating, or both."]);
    expect(errors({ note: "x".repeat(301) })).toEqual([
      "A thank-you note can be at most 300 characters.",
    ]);
    expect(errors({ rating: "6" })).toEqual(["Choose a rating from 1 to 5."]);
    expect(thanksSchema.parse({ note: `  ${"x".repeat(300)}  ` }).note).toHaveLength(300);
    expect(thanksSchema.parse({ rating: "3" })).toEqual({ rating: "3" });
  });
});
