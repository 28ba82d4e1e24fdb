import { englishFrom } from "~/i18n/english";
import enMyListings from "~/i18n/locales/en/myListings";
import type { Translate } from "~/i18n/messages";
import { databaseErrorCode, SQLSTATE } from "~/server/db/database-error-code";
import { trustRefusalIn } from "~/trust/trust-refusals";
import { LISTING_LIMITS } from "./listing-options";
import type { ListingStatus } from "./listing-status";

// A refusal carries its words as a key and values (`myListings:` keys, so a translator of any
// namespace words them the same), and is worded where it is shown, in that page's language
// (`listingRefusalIn`, decision 0098). Its `message` is the English, for logs, tests and code
// that has no page: the specification's words (§8), as they always were.

/** A refusal's words as data: a `myListings:` key and its values. */
export interface ListingRefusalWords {
  key: string;
  values?: Record<string, string | number>;
}

const english: Translate = /* @__PURE__ */ englishFrom(enMyListings, {
  myListings: enMyListings,
});

/** Every refusal the services make; `status` is the HTTP status a route should answer with. */
export class ListingError extends Error {
  readonly status: number;
  /** Its words, when it has its own; without, a page shows `message` (or its `cause`'s words). */
  readonly words?: ListingRefusalWords;
  /** `cause`: a refusal of another domain it stands for (a trust limit, worded by its page). */
  constructor(message: string | ListingRefusalWords, status: number, options?: ErrorOptions) {
    super(typeof message === "string" ? message : english(message.key, message.values), options);
    this.name = new.target.name;
    this.status = status;
    if (typeof message !== "string") this.words = message;
  }
}

export class ListingNotFoundError extends ListingError {
  constructor() {
    super({ key: "myListings:refusals.notFound" }, 404);
  }
}

/** Someone other than the owner tried to change or delete a listing. */
export class ListingForbiddenError extends ListingError {
  constructor() {
    super({ key: "myListings:refusals.forbidden" }, 403);
  }
}

export class InvalidTransitionError extends ListingError {
  readonly from: ListingStatus;
  readonly to: ListingStatus;
  constructor(from: ListingStatus, to: ListingStatus) {
    super({ key: "myListings:refusals.transition", values: { from, to } }, 409);
    this.from = from;
    this.to = to;
  }
}

/** The database refused the row: a duplicate, a failed check, an unknown user. */
export class ListingSaveError extends ListingError {
  constructor(words: ListingRefusalWords) {
    super(words, 400);
  }
}

export class TooManyImagesError extends ListingError {
  constructor() {
    super(
      { key: "myListings:photos.refusals.tooMany", values: { max: LISTING_LIMITS.images } },
      400,
    );
  }
}

/** The database's refusals that a person can cause, as the specification's messages (§8). */
export function toListingSaveError(error: unknown): ListingSaveError | null {
  const code = databaseErrorCode(error);
  if (code === SQLSTATE.uniqueViolation) {
    return new ListingSaveError({ key: "myListings:refusals.duplicate" });
  }
  if (code === SQLSTATE.checkViolation) {
    return new ListingSaveError({ key: "myListings:refusals.invalidData" });
  }
  if (code === SQLSTATE.foreignKeyViolation) {
    return new ListingSaveError({ key: "myListings:refusals.userError" });
  }
  return null;
}

/**
 * A listing refusal in the words of `t` (any namespace: the keys name `myListings:`), dates in
 * `lng`: a trust limit it stands for, else its own words; a status change names the statuses in
 * `t`'s language. Undefined for anything that is not a ListingError.
 */
export function listingRefusalIn(
  error: unknown,
  t: Translate,
  lng: Parameters<typeof trustRefusalIn>[2],
): string | undefined {
  if (!(error instanceof ListingError)) return undefined;
  const limit = trustRefusalIn(error, t, lng);
  if (limit !== undefined) return limit;
  if (!error.words) return error.message;
  if (error instanceof InvalidTransitionError) {
    return t(error.words.key, {
      from: t(`myListings:refusals.state.${error.from}`),
      to: t(`myListings:refusals.state.${error.to}`),
    });
  }
  return t(error.words.key, error.words.values);
}
