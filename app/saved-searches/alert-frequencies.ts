// How often a saved search emails: in a module without Zod, so that the /listings form offering
// the choice (save-search-form.tsx) carries none to the browser.

export const ALERT_FREQUENCIES = ["instant", "daily"] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
