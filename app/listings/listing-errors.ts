import { listingServiceMessages } from "./listing-messages";
import type { ListingStatus } from "./listing-status";

/** Every refusal the services make; `status` is the HTTP status a route should answer with. */
export class ListingError extends Error {
  readonly status: number;
  /** `cause`: a refusal of another domain it stands for (a trust limit, worded by its page). */
  constructor(message: string, status: number, options?: ErrorOptions) {
    super(message, options);
    this.name = new.target.name;
    this.status = status;
  }
}

export class ListingNotFoundError extends ListingError {
  constructor() {
    super(listingServiceMessages.notFound, 404);
  }
}

/** Someone other than the owner tried to change or delete a listing. */
export class ListingForbiddenError extends ListingError {
  constructor() {
    super(listingServiceMessages.forbidden, 403);
  }
}

export class InvalidTransitionError extends ListingError {
  readonly from: ListingStatus;
  readonly to: ListingStatus;
  constructor(from: ListingStatus, to: ListingStatus) {
    super(`A listing that is ${from} cannot be marked as ${to}.`, 409);
    this.from = from;
    this.to = to;
  }
}

/** The database refused the row: a duplicate, a failed check, an unknown user. */
export class ListingSaveError extends ListingError {
  constructor(message: string) {
    super(message, 400);
  }
}

export class TooManyImagesError extends ListingError {
  constructor() {
    super(listingServiceMessages.tooManyImages, 400);
  }
}

/** The database's refusals that a person can cause, as the specification's messages (§8). */
export function toListingSaveError(error: unknown): ListingSaveError | null {
  for (let current = error; current && typeof current === "object"; ) {
    const code = (current as { code?: unknown }).code;
    if (code === "23505") return new ListingSaveError(listingServiceMessages.duplicate);
    if (code === "23514") return new ListingSaveError(listingServiceMessages.invalidData);
    if (code === "23503") return new ListingSaveError(listingServiceMessages.userError);
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}
