import type { MiddlewareFunction } from "react-router";
import { type Toast, takeToastAnsweredInPlace } from "~/server/toast.server";
import {
  XHR_SUBMISSION_HEADER,
  XHR_SUBMISSION_VALUE,
  type XhrSubmissionReply,
} from "./xhr-submission";

/** True when the form was sent by XMLHttpRequest (the page keeps its chosen files). */
export function isXhrSubmission(request: Request): boolean {
  return request.headers.get(XHR_SUBMISSION_HEADER) === XHR_SUBMISSION_VALUE;
}

/** What `data(value, init)` gives back: React Router renders it into the page. */
interface DataWithInit {
  type: "DataWithResponseInit";
  data: unknown;
  init: ResponseInit | null;
}

function isDataWithInit(value: unknown): value is DataWithInit {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as { type?: unknown }).type === "DataWithResponseInit"
  );
}

function replyWith(reply: XhrSubmissionReply, status: number, cookies: string[]): Response {
  const headers = new Headers({ "Cache-Control": "no-store" });
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return Response.json(reply, { status, headers });
}

/** The action's answer (returned or thrown) as the JSON the page's XMLHttpRequest reads. */
export async function toXhrReply(
  outcome: unknown,
  thrown: boolean,
  toast: Toast | null = null,
): Promise<Response> {
  if (outcome instanceof Response) {
    const cookies = outcome.headers.getSetCookie();
    const location = outcome.headers.get("Location");
    if (outcome.status >= 300 && outcome.status < 400 && location) {
      return replyWith({ type: "redirect", location }, 200, cookies);
    }
    const message = await outcome.text().catch(() => "");
    return replyWith({ type: "error", status: outcome.status, message }, outcome.status, cookies);
  }
  if (isDataWithInit(outcome)) {
    const status = outcome.init?.status ?? 200;
    const cookies = new Headers(outcome.init?.headers).getSetCookie();
    if (thrown) {
      const message = typeof outcome.data === "string" ? outcome.data : "";
      return replyWith({ type: "error", status, message }, status, cookies);
    }
    return replyWith(
      { type: "data", status, data: outcome.data, ...(toast ? { toast } : {}) },
      status,
      cookies,
    );
  }
  return replyWith(
    { type: "data", status: 200, data: outcome, ...(toast ? { toast } : {}) },
    200,
    [],
  );
}

/**
 * Route middleware for forms the page may send with XMLHttpRequest: such a POST runs the route's
 * own action and gets its answer as JSON; every other request goes on as usual. Errors that are
 * not responses are rethrown, so they are logged and answered as any other server error.
 */
export function xhrSubmission<Args extends Parameters<MiddlewareFunction<Response>>[0]>(
  action: (args: Args) => Promise<unknown>,
): (args: Args, next: () => Promise<Response>) => Promise<Response> {
  return async (args, next) => {
    if (args.request.method !== "POST" || !isXhrSubmission(args.request)) return next();
    let outcome: unknown;
    try {
      outcome = await action(args);
    } catch (error) {
      if (error instanceof Response || isDataWithInit(error)) return toXhrReply(error, true);
      throw error;
    }
    // A message answered in place goes in the reply for the page to show; the root's middleware
    // then takes its cookie back off, so the next page does not show it again (decision 0108).
    return toXhrReply(outcome, false, takeToastAnsweredInPlace(args.context));
  };
}
