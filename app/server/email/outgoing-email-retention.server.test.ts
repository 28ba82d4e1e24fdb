import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../../tests/test-database.ts";
import { pruneOutgoingEmails } from "./outgoing-email-retention.server.ts";
import { outgoingEmails } from "./outgoing-emails.table.ts";
import { newMessageId } from "./send-email.server.ts";

const database = setupTestDatabase();

describe("pruneOutgoingEmails", () => {
  it("removes sent marks after 7 days and dead letters after 90, and keeps the rest", async () => {
    const now = new Date("2026-11-29T12:00:00Z");
    const day = 86_400_000;
    const row = (state: "queued" | "sent" | "dead", daysOld: number) => {
      const at = new Date(now.getTime() - daysOld * day);
      return {
        id: crypto.randomUUID(),
        messageId: newMessageId("hello@glut.test"),
        email: { from: "hello@glut.test", to: "a@example.org", subject: state, html: "", text: "" },
        state,
        queuedAt: at,
        ...(state === "sent" ? { sentAt: at } : {}),
        ...(state === "dead" ? { deadAt: at } : {}),
      };
    };
    const rows = [
      row("sent", 8),
      row("sent", 6),
      row("dead", 91),
      row("dead", 89),
      row("queued", 200),
    ];
    await database().db.insert(outgoingEmails).values(rows);
    expect(await pruneOutgoingEmails(database().db, now)).toEqual({ sent: 1, dead: 1 });
    const left = await database().db.select({ id: outgoingEmails.id }).from(outgoingEmails);
    expect(left.map((r) => r.id).sort()).toEqual(
      [rows[1], rows[3], rows[4]].map((r) => r?.id).sort(),
    );
  });
});
