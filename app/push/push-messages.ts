// What /account/push says when something is refused, in plain British English. Kept apart from
// the schemas so the page can show them without sending Zod to the browser.

export const pushMessages = {
  notSubscribed: "This browser did not give a push subscription. Please try again.",
  deviceNotFound: "That device is no longer in your list.",
  notYours: "You can only remove your own devices.",
  pushOff: "Push notifications are not set up on this Glut.",
  unknownIntent: "Something went wrong with that form. Please try again.",
} as const;

/**
 * A refusal worded in `pushMessages` (English) in the words of `t` (the `accounts` catalogue's
 * `push.refusals.*`); a message not of this list is passed through as it is.
 */
export function pushRefusalIn(t: (key: string) => string, message: string): string {
  const key = Object.entries(pushMessages).find(([, text]) => text === message)?.[0];
  return key ? t(`push.refusals.${key}`) : message;
}
