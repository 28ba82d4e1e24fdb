// Every refusal of the messaging domain is a MessagingError carrying the HTTP status a route
// answers with, in these words.

export const messagingErrors = {
  notFound: "Conversation not found",
  forbidden: "You can only read and write your own conversations.",
  listingNotFound: "Listing not found",
  ownListing: "This is your own listing: there is no one to contact.",
  demoListing:
    "This is an example listing: its lister is not a real member, so no one would read your message.",
  listingUnavailable:
    "This listing is no longer available, so the lister is not taking messages about it.",
  membership: "You need an active subscription to contact listers.",
} as const;

export class MessagingError extends Error {
  readonly status: number;
  /** `cause`: a refusal of another domain it stands for (a trust limit, worded by its page). */
  constructor(message: string, status: number, options?: ErrorOptions) {
    super(message, options);
    this.name = "MessagingError";
    this.status = status;
  }
}

/**
 * A refusal in the words of `t` (the `messages` catalogue's `errors.*`, decision 0098): the domain
 * words its errors in English, and a page in Welsh says them in Welsh. A message not of this list
 * is passed through as it is.
 */
export function messagingErrorIn(t: (key: string) => string, error: MessagingError): string {
  const key = (Object.keys(messagingErrors) as (keyof typeof messagingErrors)[]).find(
    (name) => messagingErrors[name] === error.message,
  );
  return key ? t(`errors.${key}`) : error.message;
}
