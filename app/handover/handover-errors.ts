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

export const handoverRefusals = {
  notFound: "This handover does not exist or has been removed.",
  forbidden: "Only the two people sharing this item can see or change its handover.",
  notReserved: "This handover is already over: nothing more can change.",
  noProposal: "There is no pickup time waiting for you to accept.",
  ownProposal: "You proposed this time: the other person accepts it.",
  proposalChanged:
    "The other person has just proposed a different time. Look at it below before you accept.",
  proposalPassed: "That pickup time has passed. Propose another.",
  alreadyMarked: "You have already marked it collected: the other person confirms it.",
  notMarked: "Nobody has marked it collected yet.",
  noShowGiverOnly: "Only the person giving the item can say the other did not come.",
  noShowTooEarly: "You can say they did not come once the agreed pickup time has begun.",
  reasonNotYours: "Choose one of the reasons offered to you.",
} as const;

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
