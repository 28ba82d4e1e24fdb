import type { Agent } from "node:https";
import { and, eq } from "drizzle-orm";
import webPush, { WebPushError } from "web-push";
import type { Db } from "~/server/db/database.server";
import type { AppServices } from "~/server/services.server";
import { pushSubscriptions } from "./push.table";
import type { PushJobData } from "./push-job";
import { readShowMessageText } from "./push-subscriptions.server";
import { vapidKeys } from "./vapid-keys.server";

// Sends one notification to a member's devices through their push services (decision 0095).

/** What the service worker reads from a push (public/sw.js). */
export interface PushPayload {
  title: string;
  body: string;
  /** A path on this site. */
  href: string;
  /** One notification per Glut notification: a second push of it replaces the first. */
  tag: string;
}

/** The body a push shows unless the member chose to see message text in pushes. */
export const GENERIC_PUSH_BODY = "Open Glut to read it.";
/** Where a push leads when the job's href is not a path on this site. */
const SAFE_HREF = "/dashboard";
/** Push services keep an undelivered push this long (a phone that is off overnight). */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;
/** Long enough for a slow push service, short enough that one hung service does not stall. */
const REQUEST_TIMEOUT_MS = 10_000;
/** Pushes are small; the push services take 4 KB with the encryption's overhead. */
const BODY_LIMIT = 240;

export type PushSenderServices = Pick<AppServices, "db" | "logger"> & {
  env: Parameters<typeof vapidKeys>[0];
};

export interface PushSenderOptions {
  /** The TLS agent for the push services: the tests' stand-in service has its own certificate. */
  agent?: Agent;
}

/** Only a path on this site ("/messages/…"); anything else leads to the dashboard. */
export function safeHref(href: string): string {
  return href.startsWith("/") && !href.startsWith("//") && !href.includes("\\") ? href : SAFE_HREF;
}

/**
 * The privacy rule: a push shows the notification's title ("New message from Sam") and a body
 * that says nothing private, unless the member turned on "Show message text in push
 * notifications". The notifications domain writes the title and body; this decides what leaves.
 */
export function pushPayload(data: PushJobData, showMessageText: boolean): PushPayload {
  const body = showMessageText && data.body.trim() !== "" ? data.body : GENERIC_PUSH_BODY;
  return {
    title: data.title.slice(0, 120),
    body: body.length > BODY_LIMIT ? `${body.slice(0, BODY_LIMIT - 1)}…` : body,
    href: safeHref(data.href),
    tag: data.notificationId,
  };
}

export type DeliveryOutcome = "sent" | "gone" | "refused" | "failed";

interface DeviceRow {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * One push to one device. The push service's 404 or 410 means the browser dropped the
 * subscription: the row is removed. A 429, a 5xx or no answer may pass: "failed", to retry. Any
 * other refusal (a malformed request) would be refused again, so it is logged and not retried.
 */
export async function deliverToDevice(
  services: PushSenderServices,
  device: DeviceRow,
  payload: PushPayload,
  options: PushSenderOptions = {},
): Promise<DeliveryOutcome> {
  const keys = vapidKeys(services.env);
  if (!keys) return "refused";
  try {
    await webPush.sendNotification(
      { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: keys,
        TTL: TIME_TO_LIVE_SECONDS,
        urgency: "normal",
        timeout: REQUEST_TIMEOUT_MS,
        ...(options.agent ? { agent: options.agent } : {}),
      },
    );
    await services.db
      .update(pushSubscriptions)
      .set({ lastSuccessAt: new Date() })
      .where(eq(pushSubscriptions.id, device.id));
    return "sent";
  } catch (error) {
    const status = error instanceof WebPushError ? error.statusCode : undefined;
    if (status === 404 || status === 410) {
      await services.db
        .delete(pushSubscriptions)
        .where(
          and(eq(pushSubscriptions.id, device.id), eq(pushSubscriptions.endpoint, device.endpoint)),
        );
      services.logger.info({ deviceId: device.id, status }, "push subscription gone; removed");
      return "gone";
    }
    const retryable = status === undefined || status === 429 || status >= 500;
    services.logger.warn(
      { deviceId: device.id, status, err: status === undefined ? error : undefined },
      retryable ? "push failed; it will be retried" : "push refused by the push service",
    );
    return retryable ? "failed" : "refused";
  }
}

async function devicesOf(db: Db, userId: string, deviceId?: string): Promise<DeviceRow[]> {
  return db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(
      deviceId
        ? and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.id, deviceId))
        : eq(pushSubscriptions.userId, userId),
    );
}

export interface PushRun {
  payload: PushPayload;
  sent: string[];
  removed: string[];
  /** Devices to try again: their push service did not take the push this time. */
  failed: string[];
}

/**
 * Sends the job's notification to each of the member's devices (or only `deviceId`, on a retry).
 */
export async function sendPushToMember(
  services: PushSenderServices,
  data: PushJobData,
  options: PushSenderOptions & { deviceId?: string } = {},
): Promise<PushRun> {
  const payload = pushPayload(data, await readShowMessageText(services.db, data.userId));
  const run: PushRun = { payload, sent: [], removed: [], failed: [] };
  for (const device of await devicesOf(services.db, data.userId, options.deviceId)) {
    const outcome = await deliverToDevice(services, device, payload, options);
    if (outcome === "sent") run.sent.push(device.id);
    else if (outcome === "gone") run.removed.push(device.id);
    else if (outcome === "failed") run.failed.push(device.id);
  }
  return run;
}
