import { describe, expect, it } from "vitest";
import { englishFrom } from "~/i18n/english";
import enAlerts from "~/i18n/locales/en/alerts";
import { frequencyLabel, MAX_SAVED_SEARCHES, savedSearchMessages } from "./saved-search-schema";

// The saved searches page words its notices from the `alerts` catalogue; the service and the
// save form still use saved-search-schema's English. Both must say the same in English.
const t = englishFrom(enAlerts);

describe("the saved searches page's words and the service's", () => {
  it("says the frequencies alike", () => {
    expect(t("savedSearches.frequency.instant")).toBe(frequencyLabel.instant);
    expect(t("savedSearches.frequency.daily")).toBe(frequencyLabel.daily);
  });

  it.each(Object.keys(enAlerts.savedSearches.messages))("says %s alike", (key) => {
    expect(t(`savedSearches.messages.${key}`, { max: MAX_SAVED_SEARCHES })).toBe(
      savedSearchMessages[key as keyof typeof enAlerts.savedSearches.messages],
    );
  });
});
