import {
  isXhrSubmissionReply,
  XHR_SUBMISSION_HEADER,
  XHR_SUBMISSION_VALUE,
  type XhrSubmissionReply,
} from "~/components/xhr-submission";

// Sends a form with XMLHttpRequest, the one browser API that reports upload progress (fetch does
// not), and reads the action's answer as xhrSubmission() on the server wraps it.

/** The request never reached the server, or its answer never arrived. */
export class SubmissionNetworkError extends Error {
  override name = "SubmissionNetworkError";
}

export interface SubmitWithProgressOptions {
  /** Bytes of the body sent so far, as the browser reports them. */
  onProgress?: (loaded: number, total: number) => void;
  /** The whole body has been sent; the server is now working on it. */
  onSent?: () => void;
  signal?: AbortSignal;
}

export function submitWithProgress(
  url: string,
  body: FormData,
  { onProgress, onSent, signal }: SubmitWithProgressOptions = {},
): Promise<XhrSubmissionReply> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.setRequestHeader(XHR_SUBMISSION_HEADER, XHR_SUBMISSION_VALUE);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded, event.total);
    });
    xhr.upload.addEventListener("load", () => onSent?.());
    xhr.addEventListener("load", () => resolve(readReply(xhr, url)));
    xhr.addEventListener("error", () => reject(new SubmissionNetworkError("network")));
    xhr.addEventListener("timeout", () => reject(new SubmissionNetworkError("timeout")));
    xhr.addEventListener("abort", () => reject(new SubmissionNetworkError("aborted")));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

function readReply(xhr: XMLHttpRequest, url: string): XhrSubmissionReply {
  try {
    const reply: unknown = JSON.parse(xhr.responseText);
    if (isXhrSubmissionReply(reply)) return reply;
  } catch {
    // Not our JSON: handled below.
  }
  // Something before the action answered instead (a layout sending a signed-out person to sign
  // in): XMLHttpRequest followed its redirect, so go where it went.
  const answered = xhr.responseURL ? new URL(xhr.responseURL) : null;
  if (answered && answered.href !== new URL(url, answered).href) {
    return { type: "redirect", location: `${answered.pathname}${answered.search}` };
  }
  return { type: "error", status: xhr.status, message: "" };
}
