import { createContext, RouterContextProvider } from "react-router";
import type { AppServices } from "./services.server";

/** The app's services (database, queue, mail, storage) for loaders, actions and middleware. */
export const servicesContext = createContext<AppServices>();

/** The per-request nonce that the Content-Security-Policy allows inline scripts to carry. */
export const cspNonceContext = createContext<string>("");

/** The client's address as Express read it through trusted proxies. */
export const clientIpContext = createContext<string>("");

/**
 * Renders a page through the whole app, as the server would answer `request`, with `context`
 * as its request context: how a page shared between members is rendered for a stand-in
 * (decision 0062). Given by the Express server; absent where there is none (unit tests).
 */
export type PageRenderer = (request: Request, context: RouterContextProvider) => Promise<Response>;
export const pageRendererContext = createContext<PageRenderer | null>(null);

/**
 * Sends the response under another script nonce than the request's own: a page shared between
 * members keeps the nonce it was rendered with (decision 0062). Given by the Express server.
 */
export type CspNonceSetter = (nonce: string) => void;
export const cspNonceSetterContext = createContext<CspNonceSetter | null>(null);

/**
 * The page is rendered to be kept rather than streamed to someone waiting (decision 0062): it is
 * written out once everything in it is ready, as for a crawler, so that two renderings of the
 * same page are the same text.
 */
export const wholeDocumentContext = createContext<boolean>(false);

/** What the server knows of a request that the Request itself does not say. */
export interface RequestFacts {
  cspNonce: string;
  clientIp: string;
  renderPage?: PageRenderer;
  sendWithCspNonce?: CspNonceSetter;
}

export function getServices(context: Readonly<RouterContextProvider>): AppServices {
  return context.get(servicesContext);
}

/**
 * Builds the context for one request. Exported through entry.server so that the Express
 * server uses this module's context keys, even after the dev server reloads the module.
 */
export function createLoadContext(
  services: AppServices,
  request: RequestFacts,
): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  context.set(cspNonceContext, request.cspNonce);
  context.set(clientIpContext, request.clientIp);
  context.set(pageRendererContext, request.renderPage ?? null);
  context.set(cspNonceSetterContext, request.sendWithCspNonce ?? null);
  return context;
}
