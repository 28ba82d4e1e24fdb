import { and, asc, eq } from "drizzle-orm";
import type { Db } from "~/server/db/database.server";
import type { AccountExportSection } from "~/server/domain";
import { deviceLabel } from "./device-label";
import { pushSettings, pushSubscriptions } from "./push.table";
import { pushMessages } from "./push-messages";
import type { SubscribeInput } from "./push-schema";

// Members' push devices and their one setting (decision 0095). Every change is the member's
// own: a device belongs to whoever turned push on in it, and only they may remove it.

export class PushError extends Error {
  override name = "PushError";
  readonly status: 400 | 403 | 404;
  constructor(message: string, status: 400 | 403 | 404) {
    super(message);
    this.status = status;
  }
}

export interface PushDevice {
  id: string;
  label: string;
  endpoint: string;
  createdAt: Date;
  lastSuccessAt: Date | null;
}

/**
 * Turns push on in this browser for the member. A browser has one endpoint: when another
 * account had it (a shared computer, someone else signed in before), it passes to this member,
 * so the earlier account's pushes stop showing on a screen that is no longer theirs. It is
 * tied to the sign-in it was turned on in, and goes when that ends (push.table.ts).
 */
export async function subscribeDevice(
  db: Db,
  userId: string,
  input: SubscribeInput,
  userAgent: string | null,
  sessionId: string | null = null,
): Promise<string> {
  const values = {
    userId,
    sessionId,
    endpoint: input.endpoint,
    p256dh: input.p256dh,
    auth: input.auth,
    deviceLabel: deviceLabel(userAgent),
  };
  const [row] = await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { ...values, createdAt: new Date(), lastSuccessAt: null },
    })
    .returning({ id: pushSubscriptions.id });
  if (!row) throw new Error("the push subscription was not saved");
  return row.id;
}

export async function listDevices(db: Db, userId: string): Promise<PushDevice[]> {
  const rows = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt));
  return rows.map((row) => ({
    id: row.id,
    label: row.deviceLabel,
    endpoint: row.endpoint,
    createdAt: row.createdAt,
    lastSuccessAt: row.lastSuccessAt,
  }));
}

/** Removes one of the member's devices; another member's is refused with 403, untouched. */
export async function removeDevice(db: Db, userId: string, deviceId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [device] = await tx
      .select({ userId: pushSubscriptions.userId })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.id, deviceId))
      .for("update");
    if (!device) throw new PushError(pushMessages.deviceNotFound, 404);
    if (device.userId !== userId) throw new PushError(pushMessages.notYours, 403);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.id, deviceId), eq(pushSubscriptions.userId, userId)));
  });
}

export async function readShowMessageText(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ show: pushSettings.showMessageText })
    .from(pushSettings)
    .where(eq(pushSettings.userId, userId));
  return row?.show ?? false;
}

export async function saveShowMessageText(db: Db, userId: string, show: boolean): Promise<void> {
  await db
    .insert(pushSettings)
    .values({ userId, showMessageText: show })
    .onConflictDoUpdate({
      target: pushSettings.userId,
      set: { showMessageText: show, updatedAt: new Date() },
    });
}

/**
 * The export names each device and its dates, and the setting; never the endpoint or keys,
 * which are the browser's address at its push service rather than anything the member gave.
 */
export const pushAccountExport: AccountExportSection = {
  name: "pushNotifications",
  async collect(db, userId) {
    const devices = await listDevices(db, userId);
    return {
      showMessageText: await readShowMessageText(db, userId),
      devices: devices.map((device) => ({
        device: device.label,
        turnedOnAt: device.createdAt.toISOString(),
        lastDeliveredAt: device.lastSuccessAt?.toISOString() ?? null,
      })),
    };
  },
};

/** The foreign keys cascade; saying it here keeps the deletion complete if they ever change. */
export async function deletePushDataOf(tx: Db, userId: string): Promise<void> {
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  await tx.delete(pushSettings).where(eq(pushSettings.userId, userId));
}
