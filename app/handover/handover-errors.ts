import enHandovers from "~/i18n/locales/en/handovers";
import type { Translate } from "~/i18n/messages";

// The handover services' refusals; `status` is the HTTP status a route answers with. A refusal
// changes nothing: each is thrown before the first write of its transaction.

export class HandoverError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.name = new.target.name;
    this.status = status;
  }
}

/** The refusals' English words; a page words them in its language with `handoverErrorText`. */
export const handoverRefusals = enHandovers.refusals;

/** A refusal in the words of `t` (the `handovers` catalogue); one it does not know stays as it is. */
export function handoverErrorText(message: string, t: Translate): string {
  const key = Object.entries(handoverRefusals).find(([, english]) => english === message)?.[0];
  return key ? t(`refusals.${key}`) : message;
}

export class HandoverNotFoundError extends HandoverError {
  constructor() {
    super(handoverRefusals.notFound, 404);
  }
}

export class HandoverForbiddenError extends HandoverError {
  constructor(message: string = handoverRefusals.forbidden) {
    super(message, 403);
  }
}

/** Asked of a handover in a state that does not allow it (cancelled, collected, no proposal). */
export class HandoverConflictError extends HandoverError {
  constructor(message: string) {
    super(message, 409);
  }
}
