import { describe, expect, it } from "vitest";
import { englishFrom } from "~/i18n/english";
import enAlerts from "~/i18n/locales/en/alerts";
import {
  CHANNEL_LABELS,
  KIND_LABELS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
} from "./notification-kinds";

// The pages take the kinds' and channels' words from the `alerts` catalogue; the unsubscribe
// landing and emails still read KIND_LABELS. Both must say the same in English.
const t = englishFrom(enAlerts);

describe("the alerts catalogue and the English labels", () => {
  it.each(NOTIFICATION_KINDS)("names %s alike", (kind) => {
    expect(t(`kinds.${kind}.name`)).toBe(KIND_LABELS[kind].name);
    expect(t(`kinds.${kind}.description`)).toBe(KIND_LABELS[kind].description);
  });

  it.each(NOTIFICATION_CHANNELS)("names the %s channel alike", (channel) => {
    expect(t(`channels.${channel}`)).toBe(CHANNEL_LABELS[channel]);
  });
});
