// Client-safe: the protocol between a form sent with XMLHttpRequest (for its upload progress) and
// the route action that answers it. The action runs exactly as for a normal submit; only its
// answer is wrapped as JSON, because a redirect followed by XMLHttpRequest would be lost to the
// router (and so would the toast cookie it carries).

/** Sent by the browser with the form; its presence asks for a JSON reply. */
export const XHR_SUBMISSION_HEADER = "X-Glut-Submission";
export const XHR_SUBMISSION_VALUE = "xhr";

export type XhrSubmissionReply =
  /** The action redirected: go there, as a normal submit would. */
  | { type: "redirect"; location: string }
  /**
   * The action answered with data (for example a form's errors): show it, and the one-time
   * message it answered with, if any (sent here rather than left in a cookie).
   */
  | { type: "data"; status: number; data: unknown; toast?: XhrSubmissionToast }
  /** The action refused with an error response (403, 404, …). */
  | { type: "error"; status: number; message: string };

/** A one-time message (server/toast.server.ts's Toast), as a reply carries it. */
export interface XhrSubmissionToast {
  type: "success" | "error" | "info" | "warning";
  title: string;
  description?: string;
}

export function isXhrSubmissionReply(value: unknown): value is XhrSubmissionReply {
  if (typeof value !== "object" || value === null) return false;
  const reply = value as { type?: unknown; location?: unknown; status?: unknown };
  if (reply.type === "redirect") return typeof reply.location === "string";
  return (reply.type === "data" || reply.type === "error") && typeof reply.status === "number";
}
