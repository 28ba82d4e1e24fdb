import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions } from "~/accounts/auth.table";
import { browserKeys } from "../../tests/factories/push-service";
import { createTestMember } from "../../tests/factories/test-members";
import { createTestServices } from "../../tests/factories/test-services";
import { setupTestDatabase } from "../../tests/test-database";
import { pushSettings, pushSubscriptions } from "./push.table";
import {
  deletePushDataOf,
  pushAccountExport,
  saveShowMessageText,
  subscribeDevice,
} from "./push-subscriptions.server";

const getDatabase = setupTestDatabase();

describe("a member's push data", () => {
  it("is exported as devices and dates, never the push address or keys, and deleted with the account", async () => {
    const services = createTestServices(getDatabase());
    const member = await createTestMember(services);
    const keys = browserKeys();
    const endpoint = `https://updates.push.services.mozilla.com/wpush/v2/${crypto.randomUUID()}`;
    await subscribeDevice(
      services.db,
      member.id,
      { intent: "subscribe", endpoint, p256dh: keys.p256dh, auth: keys.auth },
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0",
    );
    await saveShowMessageText(services.db, member.id, true);

    const exported = await pushAccountExport.collect(services.db, member.id);
    expect(exported).toEqual({
      showMessageText: true,
      devices: [
        { device: "Firefox on Windows", turnedOnAt: expect.any(String), lastDeliveredAt: null },
      ],
    });
    const json = JSON.stringify(exported);
    for (const secret of [endpoint, keys.p256dh, keys.auth]) expect(json).not.toContain(secret);

    await services.db.transaction((tx) => deletePushDataOf(tx, member.id));
    expect(
      await services.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, member.id)),
    ).toEqual([]);
    expect(
      await services.db.select().from(pushSettings).where(eq(pushSettings.userId, member.id)),
    ).toEqual([]);
  });
});

describe("signing out", () => {
  it("turns push off in the browser signed out of, and only there", async () => {
    const services = createTestServices(getDatabase());
    const member = await createTestMember(services);
    const signIn = async () => {
      const id = crypto.randomUUID();
      await services.db.insert(sessions).values({
        id,
        token: crypto.randomUUID(),
        userId: member.id,
        expiresAt: new Date(Date.now() + 86_400_000),
      });
      return id;
    };
    const phoneSession = await signIn();
    const laptopSession = await signIn();
    const device = async (sessionId: string) => {
      const keys = browserKeys();
      return subscribeDevice(
        services.db,
        member.id,
        {
          intent: "subscribe",
          endpoint: `https://fcm.googleapis.com/fcm/send/${crypto.randomUUID()}`,
          p256dh: keys.p256dh,
          auth: keys.auth,
        },
        null,
        sessionId,
      );
    };
    const phone = await device(phoneSession);
    const laptop = await device(laptopSession);

    // What better-auth's sign-out does to the session it ends.
    await services.db.delete(sessions).where(eq(sessions.id, phoneSession));

    const left = await services.db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, member.id));
    expect(left.map((row) => row.id)).toEqual([laptop]);
    expect(left.map((row) => row.id)).not.toContain(phone);
  });
});
