import { z } from "zod";
import { pushMessages } from "./push-messages";

// The forms of /account/push (decision 0095), read by its action. A browser sends the
// subscription itself, so its errors are rare; the others are plain buttons.

const base64url = (length: { min: number; max: number }) =>
  z
    .string({ error: pushMessages.notSubscribed })
    .trim()
    .min(length.min, pushMessages.notSubscribed)
    .max(length.max, pushMessages.notSubscribed)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, pushMessages.notSubscribed);

/** What PushSubscription.toJSON() gives, posted as form fields. */
export const subscribeSchema = z.object({
  intent: z.literal("subscribe"),
  endpoint: z
    .url({ protocol: /^https$/, error: pushMessages.notSubscribed })
    .max(2048, pushMessages.notSubscribed),
  // An uncompressed P-256 point (65 bytes) and a 16-byte secret, in URL-safe base64.
  p256dh: base64url({ min: 86, max: 90 }),
  auth: base64url({ min: 21, max: 26 }),
});

export const removeDeviceSchema = z.object({
  intent: z.literal("remove"),
  deviceId: z.uuid({ error: pushMessages.deviceNotFound }),
});

export const pushSettingsSchema = z.object({
  intent: z.literal("settings"),
  // A checkbox: present when ticked.
  showMessageText: z
    .literal("on", { error: pushMessages.unknownIntent })
    .optional()
    .transform((value) => value === "on"),
});

// A form without a known intent (never one of the page's own) gets the page's own words, not
// Zod's English ("Invalid discriminator value …"), which no catalogue can say in Welsh.
export const pushFormSchema = z.discriminatedUnion(
  "intent",
  [subscribeSchema, removeDeviceSchema, pushSettingsSchema],
  { error: pushMessages.unknownIntent },
);

export type SubscribeInput = z.output<typeof subscribeSchema>;
export type PushFormInput = z.output<typeof pushFormSchema>;
