import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import type {
  EntryContext,
  HandleDataRequestFunction,
  HandleErrorFunction,
  RouterContextProvider,
} from "react-router";
import { ServerRouter, UNSAFE_ErrorResponseImpl } from "react-router";
import { CspNonce } from "~/components/inline-script";
import { getI18n } from "~/i18n/i18n.server";
import type { Translate } from "~/i18n/messages";
import { createBatchedHtmlStream } from "~/server/batched-html.server";
import { cspNonceContext } from "~/server/context.server";
import {
  databaseOutageMessage,
  metDatabaseOutage,
  noteRequestError,
  outageHeaders,
} from "~/server/db/database-outage.server";
import { redactSecrets } from "~/server/log-redaction";

// The Express server (server.ts) boots the app and builds request contexts through these,
// so that it shares this bundle's modules rather than loading second copies.
export { bootGlut as bootApp } from "~/composition/boot.server";
export { isSignedUnsubscribe } from "~/composition/signed-unsubscribe.server";
export { createLoadContext } from "~/server/context.server";

export const streamTimeout = 5_000;

function errorText(error: unknown): string {
  return error instanceof Error
    ? (error.stack ?? `${error.name}: ${error.message}`)
    : String(error);
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  noteRequestError(request, error);
  // As React Router's own default: a request the client gave up on is not an error of ours. The
  // text goes through the logs' one redaction (decision 0069): an error may quote an address.
  if (!request.signal.aborted) console.error(redactSecrets(errorText(error)));
};

/** Client navigations (single fetch) that met an outage are answered 503 too. */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  if (!metDatabaseOutage(request)) return response;
  const headers = new Headers(response.headers);
  outageHeaders(headers);
  return new Response(response.body, { status: 503, headers });
};

/**
 * A page whose loader or action could not reach the database is a 503 with Retry-After, and its
 * error boundary is told so (as a 503 error response) instead of showing an unexpected error.
 */
function answerOutage(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
  words: () => Translate,
) {
  if (!metDatabaseOutage(request)) return status;
  outageHeaders(headers);
  const errors = context.staticHandlerContext.errors;
  // In the page's language (decision 0098), as the boundary around it.
  const message = databaseOutageMessage(
    request.method,
    context.staticHandlerContext.actionData,
    words(),
  );
  // The same object is serialised for hydration, so the browser shows the same boundary.
  for (const routeId of Object.keys(errors ?? {})) {
    if (errors) {
      errors[routeId] = new UNSAFE_ErrorResponseImpl(503, "Service Unavailable", message);
    }
  }
  return 503;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  responseStatusCode = answerOutage(
    request,
    responseStatusCode,
    responseHeaders,
    routerContext,
    () => getI18n(loadContext).getFixedT(null, "common"),
  );
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(cspNonceContext) || undefined;

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");

    // Crawlers get the whole page at once; people get the shell as soon as it is ready.
    const whole = (userAgent && isbot(userAgent)) || routerContext.isSpaMode;
    const readyOption: keyof RenderToPipeableStreamOptions = whole ? "onAllReady" : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <CspNonce value={nonce}>
        {/* This request's own i18next instance, in its language (decision 0098). */}
        <I18nextProvider i18n={getI18n(loadContext)}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </I18nextProvider>
      </CspNonce>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = createBatchedHtmlStream(() => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell rendered reject and are logged by React Router.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
