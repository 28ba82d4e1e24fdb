import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestServices } from "../../tests/factories/test-services.ts";
import { setupTestDatabase } from "../../tests/test-database.ts";
import { profiles, referralCodes } from "../accounts/accounts.table.ts";
import { users } from "../accounts/auth.table.ts";
import { signUp } from "../accounts/signup.server.ts";
import { signupSchema } from "../accounts/signup-schema.ts";
import type { Db } from "../server/db/database.server.ts";
import { recordPayment } from "./fulfilment.server.ts";
import { referralEarnings } from "./membership.table.ts";
import {
  createReferralCode,
  csvField,
  ensureReferralCode,
  generateReferralCode,
  PAYOUT_CSV_HEADER,
  payoutReport,
  penceAsPounds,
  type RandomSource,
  REFERRAL_CODE_ALPHABET,
  ReferralCodeExhaustedError,
  referralCodePrefix,
  referralSummary,
  toCsv,
  ukMonthOf,
  ukMonthRange,
} from "./referrals.server.ts";

const database = setupTestDatabase();
const APP_URL = "https://glut.example";

/** Hands out the given bytes in turn, one list per call, repeating the last list. */
function scriptedRandom(...calls: number[][]): RandomSource {
  let call = 0;
  return {
    getRandomValues<T extends ArrayBufferView | null>(array: T): T {
      const bytes = calls[Math.min(call++, calls.length - 1)] ?? [];
      const view = array as unknown as Uint8Array;
      for (let i = 0; i < view.length; i++) view[i] = bytes[i % bytes.length] ?? 0;
      return array;
    },
  };
}

/** Bytes that pick these characters of the alphabet (index = byte for small bytes). */
const pick = (characters: string) => [...characters].map((c) => REFERRAL_CODE_ALPHABET.indexOf(c));

let counter = 0;
async function createAccount(
  db: Db,
  options: { organizationName?: string; referredByCodeId?: string } = {},
): Promise<string> {
  counter++;
  const id = randomUUID();
  await db
    .insert(users)
    .values({ id, name: `user${counter}`, email: `user${counter}@example.org` });
  await db.insert(profiles).values({
    id,
    username: `user${counter}`,
    isOrganization: options.organizationName !== undefined,
    organizationName: options.organizationName ?? null,
    referredByCodeId: options.referredByCodeId ?? null,
  });
  return id;
}

async function earn(
  db: Db,
  organizationUserId: string | null,
  organizationName: string,
  amountPence: number,
  earnedAt: string,
) {
  await db.insert(referralEarnings).values({
    organizationUserId,
    organizationName,
    amountPence,
    earnedAt: new Date(earnedAt),
  });
}

describe("generateReferralCode", () => {
  it("starts with the name's first words in upper case, then a dash and 4 random characters", () => {
    expect(generateReferralCode("Green Lanes Growers", scriptedRandom(pick("7K3Q")))).toBe(
      "GREENLANES-7K3Q",
    );
    expect(generateReferralCode("Leeds North Food Bank", scriptedRandom(pick("BCDF")))).toBe(
      "LEEDSNORTH-BCDF",
    );
  });

  it("keeps to plain ASCII: accents dropped, punctuation and small words left out", () => {
    expect(referralCodePrefix("Café Élan")).toBe("CAFEELAN");
    expect(referralCodePrefix("St Mary's C of E Primary")).toBe("STMARYSCE");
    expect(referralCodePrefix("The Food Bank")).toBe("FOODBANK");
    expect(referralCodePrefix("Øresund & Ærø Growers")).toBe("ORESUND");
    expect(referralCodePrefix("Room 101, Youth Club")).toBe("ROOM101");
    expect(referralCodePrefix("Supercalifragilistic Society")).toBe("SUPERCALIF");
    // A name of small words only still gives a code from them.
    expect(referralCodePrefix("The And")).toBe("THEAND");
  });

  it('falls back to "GLUT" when the name gives nothing usable', () => {
    for (const name of ["", "   ", "!!!", "日本語の会", "—"]) {
      expect(referralCodePrefix(name)).toBe("GLUT");
    }
    expect(generateReferralCode("", scriptedRandom(pick("2345")))).toBe("GLUT-2345");
  });

  it("is at most 15 characters, and its random part has no 0, O, 1, I, L or vowels", () => {
    const names = ["Green Lanes Growers", "A", "Supercalifragilisticexpialidocious Allotments"];
    for (let i = 0; i < 3000; i++) {
      const code = generateReferralCode(names[i % names.length] ?? "");
      expect(code.length).toBeLessThanOrEqual(15);
      expect(code).toMatch(/^[A-Z0-9]{1,10}-[2-9B-DF-HJ-KM-NP-TV-Z]{4}$/);
      expect(code.split("-")[1]).not.toMatch(/[01OILAEU]/);
    }
  });

  it("draws again rather than favour some characters (bytes past the last full round are skipped)", () => {
    // 252..255 would wrap round the 28 characters unevenly, so they are thrown away.
    const random = scriptedRandom([255, 254, 253, 252, 0, 1, 2, 3]);
    expect(generateReferralCode("Hope", random)).toBe("HOPE-2345");
  });
});

describe("createReferralCode", () => {
  it("draws a new code when the first is already taken", async () => {
    const { db } = database();
    const other = await createAccount(db, { organizationName: "Green Lanes Allotments" });
    await db.insert(referralCodes).values({ userId: other, code: "GREENLANES-2222" });

    const organisation = await createAccount(db, { organizationName: "Green Lanes Growers" });
    const code = await createReferralCode(
      db,
      organisation,
      "Green Lanes Growers",
      scriptedRandom(pick("2222"), pick("3333")),
    );
    expect(code.code).toBe("GREENLANES-3333");
    const [row] = await db
      .select()
      .from(referralCodes)
      .where(eq(referralCodes.userId, organisation));
    expect(row).toMatchObject({ id: code.id, code: "GREENLANES-3333" });
  });

  it("gives up after a few attempts without spoiling the transaction it runs in", async () => {
    const { db } = database();
    const other = await createAccount(db, { organizationName: "Hope Church" });
    await db.insert(referralCodes).values({ userId: other, code: "HOPECHURCH-9999" });
    const organisation = await createAccount(db, { organizationName: "Hope Church" });

    await db.transaction(async (tx) => {
      await expect(
        createReferralCode(tx, organisation, "Hope Church", scriptedRandom(pick("9999"))),
      ).rejects.toBeInstanceOf(ReferralCodeExhaustedError);
      // The collisions did not abort the transaction: it still answers.
      const [row] = await tx.select({ n: sql<number>`1` }).from(profiles).limit(1);
      expect(row?.n).toBe(1);
    });
  });

  it("keeps the code an account already has", async () => {
    const { db } = database();
    const organisation = await createAccount(db, { organizationName: "Seed Library" });
    const first = await createReferralCode(db, organisation, "Seed Library");
    const again = await createReferralCode(db, organisation, "Seed Library");
    expect(again).toEqual(first);
  });
});

describe("ensureReferralCode", () => {
  it("gives an organisation without a code one, once, and a personal account none", async () => {
    const { db } = database();
    const organisation = await createAccount(db, { organizationName: "Orchard Friends" });
    const made = await ensureReferralCode(db, organisation);
    expect(made?.code).toMatch(/^ORCHARD-[A-Z0-9]{4}$/);
    expect(await ensureReferralCode(db, organisation)).toEqual(made);
    const rows = await db
      .select()
      .from(referralCodes)
      .where(eq(referralCodes.userId, organisation));
    expect(rows).toHaveLength(1);

    const person = await createAccount(db);
    expect(await ensureReferralCode(db, person)).toBeNull();
    const none = await db.select().from(referralCodes).where(eq(referralCodes.userId, person));
    expect(none).toHaveLength(0);
  });

  it("answers concurrent first visits with one and the same code", async () => {
    const { db } = database();
    const organisation = await createAccount(db, { organizationName: "Twin Visits Trust" });
    const [a, b] = await Promise.all([
      ensureReferralCode(db, organisation),
      ensureReferralCode(db, organisation),
    ]);
    expect(a).toEqual(b);
  });
});

describe("an organisation signing up", () => {
  const organisationForm = (email: string, organizationName: string) =>
    signupSchema.parse({
      accountType: "organization",
      email,
      username: "Partner",
      location: "Bristol",
      organizationName,
      organizationType: "community-group",
      registrationNumber: "1234567",
      password: "courgette-glut",
      confirmPassword: "courgette-glut",
      termsAccepted: true,
      privacyAccepted: true,
      ageConfirmed: true,
    });

  it("gets its referral code with the account", async () => {
    const services = createTestServices(database().db);
    const result = await signUp(
      services,
      organisationForm("partner-signup@example.org", "Bristol Seed Swap"),
    );
    if (!result.ok) throw new Error("sign-up failed");
    const [code] = await services.db
      .select()
      .from(referralCodes)
      .where(eq(referralCodes.userId, result.userId));
    // Whole words only: "BRISTOLSEED" would be 11 characters.
    expect(code?.code).toMatch(/^BRISTOL-[A-Z0-9]{4}$/);
  });

  it("is one transaction: if the code cannot be stored, no account is left behind", async () => {
    const services = createTestServices(database().db);
    const { db } = services;
    await db.execute(
      sql`alter table referral_codes add constraint refuse_all check (false) not valid`,
    );
    try {
      await expect(
        signUp(services, organisationForm("partner-rollback@example.org", "Rollback CIC")),
      ).rejects.toThrow();
      const left = await db
        .select()
        .from(users)
        .where(eq(users.email, "partner-rollback@example.org"));
      expect(left).toHaveLength(0);
    } finally {
      await db.execute(sql`alter table referral_codes drop constraint refuse_all`);
    }
  });
});

describe("ukMonthRange and ukMonthOf", () => {
  it("runs from UK midnight on the 1st to UK midnight on the next 1st, GMT or BST", () => {
    expect(ukMonthRange("2026-01")).toEqual({
      start: new Date("2026-01-01T00:00:00Z"),
      end: new Date("2026-02-01T00:00:00Z"),
    });
    // April is in BST: the month starts at 23:00 UTC on 31 March.
    expect(ukMonthRange("2026-04")).toEqual({
      start: new Date("2026-03-31T23:00:00Z"),
      end: new Date("2026-04-30T23:00:00Z"),
    });
    // The clocks go back in October: November starts at midnight GMT.
    expect(ukMonthRange("2026-10")).toEqual({
      start: new Date("2026-09-30T23:00:00Z"),
      end: new Date("2026-11-01T00:00:00Z"),
    });
    expect(ukMonthRange("2025-12").end).toEqual(new Date("2026-01-01T00:00:00Z"));
  });

  it("refuses anything but YYYY-MM", () => {
    for (const bad of ["2026-13", "2026-00", "2026-1", "26-01", "2026/01", "2026-01-01", ""]) {
      expect(() => ukMonthRange(bad)).toThrow(RangeError);
    }
  });

  it("names the UK month of an instant", () => {
    expect(ukMonthOf(new Date("2026-03-31T22:30:00Z"))).toBe("2026-03"); // 23:30 BST
    expect(ukMonthOf(new Date("2026-03-31T23:30:00Z"))).toBe("2026-04"); // 00:30 BST
    expect(ukMonthOf(new Date("2025-12-31T23:30:00Z"))).toBe("2025-12");
    expect(ukMonthOf(new Date("2026-01-01T00:30:00Z"))).toBe("2026-01");
  });
});

describe("referralSummary", () => {
  it("counts sign-ups, paid conversions and earnings this UK month and in total", async () => {
    const { db } = database();
    const organisation = await createAccount(db, { organizationName: "Riverside Food Bank" });
    const code = await ensureReferralCode(db, organisation);
    if (!code) throw new Error("no code");
    const rival = await createAccount(db, { organizationName: "Other Group" });
    const rivalCode = await ensureReferralCode(db, rival);

    const members = await Promise.all(
      [1, 2, 3, 4].map(() => createAccount(db, { referredByCodeId: code.id })),
    );
    const notOurs = await createAccount(db, { referredByCodeId: rivalCode?.id });

    // Three referred members pay, on either side of the new year and of a month end in BST.
    const pay = (userId: string, paidAt: string) =>
      recordPayment(
        { db },
        {
          userId,
          provider: "local",
          providerPaymentId: `pay_${userId}`,
          amountPence: 100,
          currency: "gbp",
          paidAt: new Date(paidAt),
        },
      );
    // 23:30 on 31 December 2025 in the UK: the launch offer.
    expect((await pay(members[0] ?? "", "2025-12-31T23:30:00Z")).earnedPence).toBe(50);
    // 23:30 BST on 31 March 2026: March, 25p.
    expect((await pay(members[1] ?? "", "2026-03-31T22:30:00Z")).earnedPence).toBe(25);
    // 00:30 BST on 1 April 2026: April, 25p.
    expect((await pay(members[2] ?? "", "2026-03-31T23:30:00Z")).earnedPence).toBe(25);
    // A second payment by the same member earns nothing more.
    await recordPayment(
      { db },
      {
        userId: members[2] ?? "",
        provider: "local",
        providerPaymentId: "renewal",
        amountPence: 100,
        currency: "gbp",
        paidAt: new Date("2026-04-02T12:00:00Z"),
      },
    );
    await pay(notOurs, "2026-04-01T12:00:00Z");

    const april = await referralSummary(
      { db, appUrl: APP_URL },
      organisation,
      new Date("2026-04-15T12:00:00Z"),
    );
    expect(april).toEqual({
      code: code.code,
      shareUrl: `${APP_URL}/signup?ref=${code.code}`,
      signups: 4,
      paidConversions: 3,
      earnedThisMonthPence: 25,
      earnedTotalPence: 100,
      ratePence: 25,
    });

    // Late on 31 March UK time it is still March: the 23:30 BST payment counts, not the later one.
    const lateMarch = await referralSummary(
      { db, appUrl: APP_URL },
      organisation,
      new Date("2026-03-31T22:45:00Z"),
    );
    expect(lateMarch?.earnedThisMonthPence).toBe(25);

    // 23:59 on 31 December 2025: December's 50p at the launch rate, still in force.
    const newYearsEve = await referralSummary(
      { db, appUrl: APP_URL },
      organisation,
      new Date("2025-12-31T23:59:00Z"),
    );
    expect(newYearsEve).toMatchObject({ earnedThisMonthPence: 50, ratePence: 50 });
    const february = await referralSummary(
      { db, appUrl: APP_URL },
      organisation,
      new Date("2026-02-10T12:00:00Z"),
    );
    expect(february).toMatchObject({ earnedThisMonthPence: 0, ratePence: 25 });
  });

  it("starts at zero, makes a missing code, and is null for a personal account", async () => {
    const { db } = database();
    const organisation = await createAccount(db, { organizationName: "New Partners" });
    const summary = await referralSummary({ db, appUrl: APP_URL }, organisation);
    expect(summary).toMatchObject({
      signups: 0,
      paidConversions: 0,
      earnedThisMonthPence: 0,
      earnedTotalPence: 0,
    });
    expect(summary?.code).toMatch(/^NEW-[A-Z0-9]{4}$/);
    expect(summary?.shareUrl).toBe(`${APP_URL}/signup?ref=${summary?.code}`);

    const person = await createAccount(db);
    expect(await referralSummary({ db, appUrl: APP_URL }, person)).toBeNull();
  });
});

describe("payoutReport", () => {
  it("sums each organisation's earnings in the UK calendar month, in name order", async () => {
    const { db } = database();
    // Only this test's earnings: the file shares one database.
    await db.delete(referralEarnings);
    const zeta = await createAccount(db, { organizationName: 'Zeta, "the" Growers' });
    const allotments = await createAccount(db, { organizationName: "Allotment Society" });
    const renamed = await createAccount(db, { organizationName: "Meadow Group (new name)" });

    // March 2026 in the UK runs from 00:00 GMT on 1 March to 23:00 UTC on 31 March (BST).
    await earn(db, zeta, 'Zeta, "the" Growers', 25, "2026-03-01T00:00:00Z");
    await earn(db, zeta, 'Zeta, "the" Growers', 25, "2026-03-31T22:30:00Z"); // 23:30 BST
    await earn(db, zeta, 'Zeta, "the" Growers', 25, "2026-03-31T23:30:00Z"); // April
    await earn(db, zeta, 'Zeta, "the" Growers', 50, "2026-02-28T23:59:59Z"); // February
    await earn(db, allotments, "Allotment Society", 25, "2026-03-15T09:00:00Z");
    await earn(db, renamed, "Meadow Group", 25, "2026-03-02T09:00:00Z");
    await earn(db, renamed, "Meadow Group", 25, "2026-03-03T09:00:00Z");
    // An organisation whose account is gone is still owed, under the name it had.
    await earn(db, null, "Closed Community Larder", 25, "2026-03-20T09:00:00Z");

    const march = await payoutReport(db, "2026-03");
    expect(march).toEqual([
      { organization: "Allotment Society", referralsPaid: 1, amountPence: 25 },
      { organization: "Closed Community Larder", referralsPaid: 1, amountPence: 25 },
      { organization: "Meadow Group (new name)", referralsPaid: 2, amountPence: 50 },
      { organization: 'Zeta, "the" Growers', referralsPaid: 2, amountPence: 50 },
    ]);
    expect(await payoutReport(db, "2026-04")).toContainEqual({
      organization: 'Zeta, "the" Growers',
      referralsPaid: 1,
      amountPence: 25,
    });
    expect(await payoutReport(db, "2019-01")).toEqual([]);
    await expect(payoutReport(db, "2026-3")).rejects.toThrow(RangeError);
  });
});

describe("payout CSV", () => {
  it("writes pounds with two decimals", () => {
    expect(penceAsPounds(0)).toBe("0.00");
    expect(penceAsPounds(25)).toBe("0.25");
    expect(penceAsPounds(1250)).toBe("12.50");
    expect(penceAsPounds(100_005)).toBe("1000.05");
  });

  it("quotes commas, quotes and line breaks, and defuses spreadsheet formulas", () => {
    expect(csvField("Plain Name")).toBe("Plain Name");
    expect(csvField("Smith, Jones & Co")).toBe('"Smith, Jones & Co"');
    expect(csvField('The "Best" Bank')).toBe('"The ""Best"" Bank"');
    expect(csvField("Two\nLines")).toBe('"Two\nLines"');
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField("+44 Group")).toBe("'+44 Group");
    expect(csvField("-5 Club")).toBe("'-5 Club");
    expect(csvField("@home")).toBe("'@home");
    expect(csvField("\tTabbed")).toBe("'\tTabbed");
    expect(csvField("A-Z Growers")).toBe("A-Z Growers");
  });

  it("has a header and one line per organisation", () => {
    expect(toCsv([])).toBe(`${PAYOUT_CSV_HEADER}\n`);
    expect(
      toCsv([
        { organization: "Allotment Society", referralsPaid: 50, amountPence: 1250 },
        { organization: "=1+1, Group", referralsPaid: 1, amountPence: 25 },
      ]),
    ).toBe(
      [
        "organisation,referrals_paid,amount_gbp",
        "Allotment Society,50,12.50",
        '"\'=1+1, Group",1,0.25',
        "",
      ].join("\n"),
    );
  });
});
