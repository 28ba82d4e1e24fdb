import { englishFrom } from "~/i18n/english";
import enSafety from "~/i18n/locales/en/safety";

// Every refusal of the blocking domain, by its key in the `safety` catalogue (`block.errors.*`),
// with the HTTP status a route answers with; /block says it in the page's language.

export type BlockingRefusal = "self" | "memberNotFound" | "forbidden" | "blockNotFound";

const english = /* @__PURE__ */ englishFrom(enSafety);

/** The refusals in English: the error's message (logs, tests). */
export const blockingErrors: Record<BlockingRefusal, string> = {
  self: /* @__PURE__ */ english("block.errors.self"),
  memberNotFound: /* @__PURE__ */ english("block.errors.memberNotFound"),
  forbidden: /* @__PURE__ */ english("block.errors.forbidden"),
  blockNotFound: /* @__PURE__ */ english("block.errors.blockNotFound"),
};

/**
 * What messaging says, both ways, when either member has blocked the other. It names no block,
 * so the blocked member cannot tell a block from any other reason they cannot write (decision
 * 0074): it reads the same to the member who blocked.
 */
export const CANNOT_MESSAGE = "You can't message this member.";

export class BlockingError extends Error {
  readonly status: number;
  readonly refusal: BlockingRefusal;
  constructor(refusal: BlockingRefusal, status: number) {
    super(blockingErrors[refusal]);
    this.refusal = refusal;
    this.name = "BlockingError";
    this.status = status;
  }
}
