import { z } from "~/zod";
import {
  cellId,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
} from "./notification-kinds";

// The preferences form (decision 0093): one checkbox a cell, named by the cell's id
// (`email-messages`), and one "off" checkbox a kind (`off-messages`) that turns its three off.
// An unticked checkbox is simply absent from the form, so every field is optional "on".

/** The "off" checkbox of a kind's row. */
export function offId(kind: NotificationKind): string {
  return `off-${kind}`;
}

const fields: Record<string, z.ZodOptional<z.ZodLiteral<"on">>> = {};
for (const kind of NOTIFICATION_KINDS) {
  fields[offId(kind)] = z.literal("on", { error: "Tick the box or leave it empty." }).optional();
  for (const channel of NOTIFICATION_CHANNELS) {
    fields[cellId(channel, kind)] = z
      .literal("on", { error: "Tick the box or leave it empty." })
      .optional();
  }
}

/** Unknown fields are dropped: nothing in the form may name an account or anything else. */
export const preferencesSchema = z.object(fields);

export type PreferencesForm = z.infer<typeof preferencesSchema>;

/** The matrix a submitted form asks for: "off" wins over its row's ticks. */
export function matrixFromForm(
  values: PreferencesForm,
): Record<NotificationKind, Record<NotificationChannel, boolean>> {
  return Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => {
      const off = values[offId(kind)] === "on";
      const cells = Object.fromEntries(
        NOTIFICATION_CHANNELS.map((channel) => [
          channel,
          !off && values[cellId(channel, kind)] === "on",
        ]),
      ) as Record<NotificationChannel, boolean>;
      return [kind, cells];
    }),
  ) as Record<NotificationKind, Record<NotificationChannel, boolean>>;
}
