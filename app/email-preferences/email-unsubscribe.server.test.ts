import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { deleteAccount } from "~/accounts/account-deletion.server";
import { exportAccountData } from "~/accounts/account-export.server";
import { accountSteps } from "~/composition/app-parts.server";
import { sendDueExpiryReminders } from "~/listings/expiry-reminders.server";
import { createListing } from "~/listings/listing-writes.server";
import { listings } from "~/listings/listings.table";
import type { Member } from "~/membership/member-gate.server";
import { notifyRecipient } from "~/messaging/message-notification.server";
import { messageSchema } from "~/messaging/message-schema";
import { contactLister } from "~/messaging/message-sending.server";
import { channelsFor } from "~/notifications/notification-preferences.server";
import { sendDueHarvestReminders } from "~/planting/harvest-reminders.server";
import { plantings } from "~/planting/plantings.table";
import { action as settingsAction } from "~/routes/email/settings";
import {
  action as unsubscribeAction,
  loader as unsubscribeLoader,
} from "~/routes/email/unsubscribe";
import type { AppServices } from "~/server/services.server";
import { createRouteServices, isDataResult, routeArgs } from "../../tests/factories/route-args";
import { listingInput } from "../../tests/factories/test-listings";
import { createAdmittedMember } from "../../tests/factories/test-members";
import type { createTestServices } from "../../tests/factories/test-services";
import { setupTestDatabase } from "../../tests/test-database";
import type { DeliveredEmail } from "../../tests/test-mail";
import { type EmailKind, NOTIFICATION_KIND_OF } from "./email-kinds";
import { emailOptOuts } from "./email-preferences.table";
import { emailUnsubscribeToken } from "./email-unsubscribe.server";

// Issue 32, item 1 (decision 0068): new-message, harvest-reminder and expiry-reminder emails
// carry List-Unsubscribe and List-Unsubscribe-Post, and a real link in the HTML, to a signed
// address that a mail provider's one-click POST (no Origin, no session) turns off; a forged or
// unsigned token is refused and changes nothing; opening the link only asks.

const getDatabase = setupTestDatabase();
let services: AppServices;
let mail: ReturnType<typeof createTestServices>["mail"];
const SECRET = () => services.env.BETTER_AUTH_SECRET;

beforeAll(() => {
  ({ services } = createRouteServices(getDatabase()));
  mail = (services as unknown as ReturnType<typeof createTestServices>).mail;
});

let deliveredBefore = 0;
beforeEach(async () => {
  deliveredBefore = (await mail.delivered()).length;
});

async function outboxFor(address: string): Promise<DeliveredEmail[]> {
  return (await mail.delivered())
    .slice(deliveredBefore)
    .filter((email) => email.to === address && !email.subject.startsWith("Confirm your email"));
}

const member = () => createAdmittedMember(services as never);

/** Whether this kind's email cell is on in the member's notification preferences (0093). */
async function wantsEmail(_db: unknown, userId: string, kind: EmailKind): Promise<boolean> {
  return (await channelsFor(services.db, userId, NOTIFICATION_KIND_OF[kind])).email;
}

/** The signed link in an email's List-Unsubscribe header, after checking both headers. */
function oneClickLinkOf(email: DeliveredEmail | undefined): string {
  const header = email?.headers["list-unsubscribe"] ?? "";
  const link = /^<(http:\/\/localhost:3000\/email\/unsubscribe\?token=[^>]+)>$/.exec(header)?.[1];
  expect(link, header).toBeDefined();
  expect(email?.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
  // The HTML part links to it (an <a>, not plain text); the text part prints it.
  const inHtml = (link ?? "").replaceAll("&", "&amp;");
  expect(email?.html).toMatch(new RegExp(`<a href="${escapeRegExp(inHtml)}"`));
  expect(email?.text).toContain(link);
  return link ?? "";
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function statusOf(outcome: unknown): number {
  if (outcome instanceof Response) return outcome.status;
  if (isDataResult(outcome)) return outcome.init?.status ?? 200;
  return 200;
}

/** A mail provider's RFC 8058 POST: a form body, no Origin, no session. */
function oneClick(url: string) {
  return unsubscribeAction(
    routeArgs(
      services,
      null,
      new Request(url, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      }),
    ) as never,
  );
}

async function sendMessage(from: Member, to: Member, name: string) {
  const listing = await createListing(services.db, to, listingInput({ name }));
  const sent = await contactLister(
    services.db,
    from,
    listing.id,
    messageSchema.parse({ message: "Could I collect some on Saturday?" }),
  );
  await notifyRecipient(
    {
      db: services.db,
      appUrl: services.env.APP_URL,
      secret: SECRET(),
      logger: services.logger,
      sendEmail: services.sendEmail,
    },
    sent,
  );
}

describe("new message emails", () => {
  it("carry the one-click headers and link; opening asks, the POST turns them off", async () => {
    const lister = await member();
    const asker = await member();
    await sendMessage(asker, lister, "Plums");
    const [email] = await outboxFor(lister.email);
    const link = oneClickLinkOf(email);

    // Opening the link (a mail scanner does) only asks.
    const opened = await unsubscribeLoader(routeArgs(services, null, new Request(link)) as never);
    expect(statusOf(opened)).toBe(200);
    expect(await wantsEmail(services.db, lister.id, "new-message")).toBe(true);

    expect(statusOf(await oneClick(link))).toBe(200);
    expect(await wantsEmail(services.db, lister.id, "new-message")).toBe(false);
    // Only that kind: the reminders stay on.
    expect(await wantsEmail(services.db, lister.id, "expiry-reminder")).toBe(true);

    // Posted twice (providers retry): still fine, still off.
    expect(statusOf(await oneClick(link))).toBe(200);

    await sendMessage(asker, lister, "Damsons");
    expect(await outboxFor(lister.email)).toHaveLength(1);
  });

  it("refuses a forged or unsigned token with 403, changing nothing", async () => {
    const reader = await member();
    const victim = await member();
    const mine = emailUnsubscribeToken(SECRET(), reader.id, "new-message");
    const [, kind, signature] = mine.split(".");
    const forgedAccount = `${Buffer.from(victim.id).toString("base64url")}.${kind}.${signature}`;
    const otherKind = emailUnsubscribeToken(SECRET(), reader.id, "harvest-reminder").split(".");
    const swappedKind = `${otherKind[0]}.expiry-reminder.${otherKind[2]}`;
    const wrongKey = emailUnsubscribeToken(
      "another-secret-of-at-least-32-chars!",
      victim.id,
      "new-message",
    );
    for (const token of [forgedAccount, swappedKind, wrongKey, "", "nonsense", `${mine}.extra`]) {
      const url = `http://localhost:3000/email/unsubscribe?token=${encodeURIComponent(token)}`;
      expect(statusOf(await oneClick(url)), token).toBe(403);
      const opened = await unsubscribeLoader(routeArgs(services, null, new Request(url)) as never);
      expect(statusOf(opened), token).toBe(403);
    }
    expect(await wantsEmail(services.db, victim.id, "new-message")).toBe(true);
    expect(await wantsEmail(services.db, reader.id, "expiry-reminder")).toBe(true);
  });
});

describe("reminder emails", () => {
  it("harvest reminders carry the headers, and the one-click POST stops them", async () => {
    const grower = await member();
    const planting = (harvest: string) =>
      services.db.insert(plantings).values({
        userId: grower.id,
        plantName: "Runner Beans",
        plantedDate: "2026-05-20",
        expectedHarvestDate: harvest,
        category: "Legumes",
        location: "Plot 7, Leeds",
        remindAtHarvest: true,
      });
    await planting("2026-07-29");
    await sendDueHarvestReminders(services, new Date("2026-07-29T06:00:00Z"));
    const [email] = await outboxFor(grower.email);
    expect(email?.subject).toBe("Your Runner Beans should be ready to harvest");
    const link = oneClickLinkOf(email);
    expect(statusOf(await oneClick(link))).toBe(200);
    expect(await wantsEmail(services.db, grower.id, "harvest-reminder")).toBe(false);

    await planting("2026-08-10");
    // Still told in the site (its cell there is on), but not by email.
    const later = await sendDueHarvestReminders(services, new Date("2026-08-10T06:00:00Z"));
    expect(later.sent).toHaveLength(1);
    expect(await outboxFor(grower.email)).toHaveLength(1);
  });

  it("expiry reminders carry the headers, and the one-click POST stops them", async () => {
    const owner = await member();
    const expiring = async (lastDay: string) => {
      const { id } = await createListing(services.db, owner, listingInput({ name: "Damsons" }));
      await services.db
        .update(listings)
        .set({ availableUntil: lastDay })
        .where(eq(listings.id, id));
      return id;
    };
    await expiring("2026-12-02");
    await sendDueExpiryReminders(services, new Date("2026-12-01T08:00:00Z"));
    const [email] = await outboxFor(owner.email);
    expect(email?.subject).toBe("Is your Damsons still available?");
    const link = oneClickLinkOf(email);
    expect(statusOf(await oneClick(link))).toBe(200);
    expect(await wantsEmail(services.db, owner.id, "expiry-reminder")).toBe(false);

    const next = await expiring("2026-12-10");
    // Still told in the site (its cell there is on), but not by email.
    const later = await sendDueExpiryReminders(services, new Date("2026-12-09T08:00:00Z"));
    expect(later.sent).toContain(next);
    expect(await outboxFor(owner.email)).toHaveLength(1);
  });
});

describe("the dashboard's old notification email switches", () => {
  it("send an old form to the preferences matrix, changing nothing", async () => {
    const reader = await member();
    const answer = settingsAction();
    expect(statusOf(answer)).toBe(303);
    expect((answer as Response).headers.get("Location")).toBe("/account/notifications");
    expect(await wantsEmail(services.db, reader.id, "new-message")).toBe(true);
  });

  it("are in the member's data export as they were, and go with the account", async () => {
    const reader = await member();
    await services.db.insert(emailOptOuts).values({ userId: reader.id, kind: "expiry-reminder" });
    const exported = (await exportAccountData(
      services.db,
      reader.id,
      accountSteps.export,
    )) as Record<string, unknown> | null;
    expect(exported?.emailsTurnedOff).toEqual([
      { kind: "expiry-reminder", since: expect.any(String) },
    ]);
    await deleteAccount(services as never, reader.id, accountSteps.deletion);
    expect(
      await services.db.select().from(emailOptOuts).where(eq(emailOptOuts.userId, reader.id)),
    ).toEqual([]);
  });
});
