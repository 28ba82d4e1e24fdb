import { createContext, RouterContextProvider } from "react-router";
import type { AppServices } from "./services.server";
import type { ViewerRenderings } from "./viewer-renderings";

/** The app's services (database, queue, mail, storage) for loaders, actions and middleware. */
export const servicesContext = createContext<AppServices>();

/** The per-request nonce that the Content-Security-Policy allows inline scripts to carry. */
export const cspNonceContext = createContext<string>("");

/** The client's address as Express read it through trusted proxies. */
export const clientIpContext = createContext<string>("");

/** The response cache's member pages rendered for a viewer, where there is one (production). */
export const viewerRenderingsContext = createContext<ViewerRenderings | null>(null);

/** What the server knows of a request that the Request itself does not say. */
export interface RequestFacts {
  cspNonce: string;
  clientIp: string;
  viewerRenderings?: ViewerRenderings;
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
  context.set(viewerRenderingsContext, request.viewerRenderings ?? null);
  return context;
}
