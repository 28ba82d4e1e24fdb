import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { beforeAll, describe, expect, it } from "vitest";
import { deleteAccount } from "~/accounts/account-deletion.server";
import { exportAccountData } from "~/accounts/account-export.server";
import type { CurrentUser } from "~/accounts/current-user.server";
import { saveLanguage } from "~/accounts/profile.server";
import { accountSteps } from "~/composition/app-parts.server";
import { i18nFor } from "~/i18n/i18n.server";
import type { Db } from "~/server/db/database.server";
import { LocalFileStorage } from "~/server/storage/local-storage.server";
import { createTestMember } from "../../tests/factories/test-members";
import { createTestServices } from "../../tests/factories/test-services";
import { setupTestDatabase } from "../../tests/test-database";
import { harvestCalendarFor } from "./planting-feed.server";
import { PLANTING_INTENTS, plantingMessages } from "./planting-schema";
import {
  changePlantings,
  findFeedToken,
  listPlantings,
  plantingOutcomeMessages,
} from "./plantings.server";
import { plantingCalendarFeeds, plantings } from "./plantings.table";

const getDatabase = setupTestDatabase();
let services: ReturnType<typeof createTestServices>;
let db: Db;

beforeAll(() => {
  db = getDatabase().db;
  services = createTestServices(getDatabase());
});

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

const add = (user: CurrentUser, values: Record<string, string>) =>
  changePlantings(
    db,
    user,
    form({ intent: PLANTING_INTENTS.add, category: "Vegetables", ...values }),
  );

async function rowsOf(user: CurrentUser) {
  return db.select().from(plantings).where(eq(plantings.userId, user.id));
}

/** What a refusal thrown as a Response says. */
async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof Response)) throw new Error("expected a refusal");
  return { status: error.status, text: await error.text() };
}

describe("the tracker for its owner", () => {
  it("adds plantings and lists them by expected harvest, undated last", async () => {
    const user = await createTestMember(services, { member: false });
    expect(
      await add(user, {
        plantName: "Kale",
        plantedDate: "2026-04-01",
        expectedHarvestDate: "",
        category: "Brassicas",
      }),
    ).toEqual({
      ok: true,
      message: plantingOutcomeMessages.added,
    });
    await add(user, { plantName: "Sunflower", plantedDate: "2026-04-01" });
    await add(user, {
      plantName: "Radishes",
      plantedDate: "2026-04-01",
      category: "Root Vegetables",
    });
    const list = await listPlantings(db, user.id);
    // Common plants left without a date get one from their days to harvest.
    expect(list.map((row) => [row.plantName, row.expectedHarvestDate])).toEqual([
      ["Radishes", "2026-05-01"],
      ["Kale", "2026-06-10"],
      ["Sunflower", null],
    ]);
  });

  it("keeps a date the grower typed, and all the optional details", async () => {
    const user = await createTestMember(services, { member: false });
    await add(user, {
      plantName: " Tomatoes ",
      variety: "Gardener's Delight",
      plantedDate: "2026-05-20",
      expectedHarvestDate: "2026-08-01",
      quantity: "6 plants",
      location: "Plot 14, Leeds",
      notes: "In the greenhouse border",
      remindAtHarvest: "on",
    });
    const [row] = await rowsOf(user);
    expect(row).toMatchObject({
      plantName: "Tomatoes",
      variety: "Gardener's Delight",
      expectedHarvestDate: "2026-08-01",
      quantity: "6 plants",
      location: "Plot 14, Leeds",
      remindAtHarvest: true,
    });
  });

  it("refuses a blank plant name or planted date and saves nothing", async () => {
    const user = await createTestMember(services, { member: false });
    const outcome = await add(user, { plantName: "   ", plantedDate: "" });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.status).toBe(400);
    expect(outcome.result.error).toMatchObject({
      plantName: [plantingMessages.plantNameRequired],
      plantedDate: [plantingMessages.plantedDateRequired],
    });
    const harvestFirst = await add(user, {
      plantName: "Peas",
      plantedDate: "2026-04-10",
      expectedHarvestDate: "2026-04-01",
    });
    expect(harvestFirst.ok).toBe(false);
    expect(await rowsOf(user)).toEqual([]);
  });

  it("edits and deletes its own plantings; a new harvest date re-arms the reminder", async () => {
    const user = await createTestMember(services, { member: false });
    await add(user, { plantName: "Peas", plantedDate: "2026-04-01", remindAtHarvest: "on" });
    const [row] = await rowsOf(user);
    if (!row) throw new Error("no row");
    await db.update(plantings).set({ reminderSentAt: new Date() }).where(eq(plantings.id, row.id));

    const edited = await changePlantings(
      db,
      user,
      form({
        intent: PLANTING_INTENTS.update,
        plantingId: row.id,
        plantName: "Peas",
        variety: "Hurst Green Shaft",
        plantedDate: "2026-04-01",
        expectedHarvestDate: "2026-06-30",
        category: "Legumes",
        remindAtHarvest: "on",
      }),
    );
    expect(edited).toEqual({ ok: true, message: plantingOutcomeMessages.updated });
    const [after] = await rowsOf(user);
    expect(after).toMatchObject({
      variety: "Hurst Green Shaft",
      expectedHarvestDate: "2026-06-30",
      category: "Legumes",
      reminderSentAt: null,
    });

    const deleted = await changePlantings(
      db,
      user,
      form({ intent: PLANTING_INTENTS.delete, plantingId: row.id }),
    );
    expect(deleted).toEqual({ ok: true, message: plantingOutcomeMessages.deleted });
    expect(await rowsOf(user)).toEqual([]);
  });
});

describe("another account", () => {
  it("gets 403 for a forged edit or delete, and nothing changes", async () => {
    const owner = await createTestMember(services, { member: false });
    const other = await createTestMember(services);
    await add(owner, { plantName: "Garlic", plantedDate: "2025-10-20", category: "Vegetables" });
    const [row] = await rowsOf(owner);
    if (!row) throw new Error("no row");

    const forgedEdit = changePlantings(
      db,
      other,
      form({
        intent: PLANTING_INTENTS.update,
        plantingId: row.id,
        plantName: "Stolen",
        plantedDate: "2026-01-01",
        category: "Herbs",
      }),
    );
    expect(await refusal(forgedEdit)).toEqual({
      status: 403,
      text: plantingOutcomeMessages.notYours,
    });
    // Even an invalid forged form is refused for ownership first.
    const forgedBlank = changePlantings(
      db,
      other,
      form({ intent: PLANTING_INTENTS.update, plantingId: row.id }),
    );
    expect((await refusal(forgedBlank)).status).toBe(403);
    const forgedDelete = changePlantings(
      db,
      other,
      form({ intent: PLANTING_INTENTS.delete, plantingId: row.id }),
    );
    expect((await refusal(forgedDelete)).status).toBe(403);

    expect(await rowsOf(owner)).toEqual([row]);
    expect(await rowsOf(other)).toEqual([]);
    const missing = changePlantings(
      db,
      other,
      form({ intent: PLANTING_INTENTS.delete, plantingId: "not-a-planting" }),
    );
    expect((await refusal(missing)).status).toBe(404);
  });
});

describe("the private calendar feed", () => {
  it("serves valid iCalendar of expected harvests, and stops at the old address after a reset", async () => {
    const user = await createTestMember(services, { member: false });
    expect(await findFeedToken(db, user.id)).toBeNull();
    await add(user, {
      plantName: "Courgettes",
      variety: "Defender; green, striped",
      plantedDate: "2026-05-25",
      location: "Back garden, Leeds",
      notes: "A long note ".repeat(20),
    });
    await add(user, { plantName: "Sweet peas", plantedDate: "2026-04-01", category: "Fruits" });
    expect(await changePlantings(db, user, form({ intent: PLANTING_INTENTS.resetFeed }))).toEqual({
      ok: true,
      message: plantingOutcomeMessages.feedCreated,
    });
    const token = await findFeedToken(db, user.id);
    if (!token) throw new Error("no token");

    const ics = await harvestCalendarFor(db, token, "https://glut.example");
    if (!ics) throw new Error("no calendar");
    // RFC 5545 lines: CRLF, at most 75 octets.
    for (const line of ics.split("\r\n")) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
    const component = new ICAL.Component(ICAL.parse(ics));
    const events = component.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
    // Only the planting with a date (the common plant's 55 days).
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event?.summary).toBe("Harvest: Courgettes (Defender; green, striped)");
    expect(event?.startDate.toString()).toBe("2026-07-19");
    expect(event?.startDate.isDate).toBe(true);
    expect(event?.description).toContain("/create-listing?name=Courgettes&category=Vegetables");

    expect(await changePlantings(db, user, form({ intent: PLANTING_INTENTS.resetFeed }))).toEqual({
      ok: true,
      message: plantingOutcomeMessages.feedReset,
    });
    expect(await harvestCalendarFor(db, token, "https://glut.example")).toBeNull();
    expect(await harvestCalendarFor(db, "guess", "https://glut.example")).toBeNull();
    const newToken = await findFeedToken(db, user.id);
    expect(newToken).not.toBe(token);
    expect(await harvestCalendarFor(db, newToken ?? "", "https://glut.example")).toContain(
      "BEGIN:VEVENT",
    );
  });
});

describe("the account", () => {
  it("exports its plantings and deletes them with the account", async () => {
    const user = await createTestMember(services, { member: false });
    await add(user, { plantName: "Leeks", plantedDate: "2026-06-01", notes: "Trench 2" });
    await changePlantings(db, user, form({ intent: PLANTING_INTENTS.resetFeed }));
    const exported = await exportAccountData(db, user.id, accountSteps.export);
    expect(exported?.plantings).toEqual([
      expect.objectContaining({ plantName: "Leeks", plantedDate: "2026-06-01", notes: "Trench 2" }),
    ]);

    const storage = new LocalFileStorage(services.env.dataDir);
    await deleteAccount({ db, storage, logger: services.logger }, user.id, accountSteps.deletion);
    expect(await rowsOf(user)).toEqual([]);
    expect(
      await db
        .select()
        .from(plantingCalendarFeeds)
        .where(eq(plantingCalendarFeeds.userId, user.id)),
    ).toEqual([]);
  });
});

describe("in Welsh (issue 38)", () => {
  const welsh = i18nFor("cy").getFixedT("cy", "planting");

  it("words its errors and toasts in the request's language, and knows a common plant by its Welsh name", async () => {
    const user = await createTestMember(services, { member: false });
    const refused = await changePlantings(
      db,
      user,
      form({
        intent: PLANTING_INTENTS.add,
        category: "Vegetables",
        plantName: "",
        plantedDate: "",
      }),
      new Date(),
      welsh,
    );
    if (refused.ok) throw new Error("expected a refusal");
    expect(refused.result.error).toMatchObject({
      plantName: ["Rhowch enw’r planhigyn."],
      plantedDate: ["Rhowch y dyddiad y plannoch chi ef."],
    });
    const added = await changePlantings(
      db,
      user,
      form({
        intent: PLANTING_INTENTS.add,
        category: "Root Vegetables",
        plantName: "Moron",
        plantedDate: "2026-04-01",
      }),
      new Date(),
      welsh,
    );
    expect(added).toEqual({ ok: true, message: "Planhigyn wedi’i ychwanegu" });
    // Moron are Carrots: 70 days, worked out by the server as the form does in the browser.
    expect((await rowsOf(user)).map((row) => row.expectedHarvestDate)).toEqual(["2026-06-10"]);
  });

  it("gives a member who uses Glut in Welsh a calendar feed in Welsh", async () => {
    const user = await createTestMember(services, { member: false });
    await saveLanguage(db, user.id, "cy");
    await add(user, {
      plantName: "Moron",
      variety: "Nantes",
      plantedDate: "2026-04-01",
      expectedHarvestDate: "2026-06-10",
      location: "Llain 7",
    });
    await changePlantings(db, user, form({ intent: PLANTING_INTENTS.resetFeed }));
    const token = await findFeedToken(db, user.id);
    const ics = await harvestCalendarFor(db, token ?? "", "https://glut.example");
    if (!ics) throw new Error("no calendar");
    const component = new ICAL.Component(ICAL.parse(ics));
    expect(component.getFirstPropertyValue("x-wr-calname")).toBe("Cynaeafau Glut");
    const [event] = component.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
    expect(event?.summary).toBe("Cynaeafu: Moron (Nantes)");
    expect(event?.description).toContain("Disgwylir cynaeafu Moron, a blannwyd ar 1 Ebrill 2026.");
    expect(event?.description).toContain("Ble: Llain 7.");
    expect(event?.description).toContain("Rhestrwch eich cynnyrch dros ben:");
  });
});
