// Every refusal of the blocking domain, in these words, with the HTTP status a route answers with.

export const blockingErrors = {
  self: "You can't block yourself.",
  memberNotFound: "Member not found",
  forbidden: "You can only block and unblock members from your own account.",
  blockNotFound: "That member is not on your blocked list.",
} as const;

/**
 * What messaging says, both ways, when either member has blocked the other. It names no block,
 * so the blocked member cannot tell a block from any other reason they cannot write (decision
 * 0074): it reads the same to the member who blocked.
 */
export const CANNOT_MESSAGE = "You can't message this member.";

export class BlockingError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.name = "BlockingError";
    this.status = status;
  }
}
