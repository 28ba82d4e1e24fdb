import { mkdtempSync } from "node:fs";
import { readdir } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type MiddlewareFunction, RouterContextProvider } from "react-router";
import { type CurrentUser, currentUserContext } from "~/accounts/current-user.server";
import { clientIpContext, servicesContext } from "~/server/context.server";
import type { DatabaseHandle } from "~/server/db/database.server";
import type { AppServices } from "~/server/services.server";
import { LocalFileStorage } from "~/server/storage/local-storage.server";
import { createTestServices } from "./test-services";

// Route loaders and actions called the way the server calls them: a Request, and a context
// holding the services and the signed-in person (or nobody).

/** The test services plus real file storage in a fresh folder. */
export function createRouteServices(database: DatabaseHandle) {
  const storage = new LocalFileStorage(mkdtempSync(path.join(os.tmpdir(), "glut-routes-")));
  const services = { ...createTestServices(database), storage };
  return { services: services as unknown as AppServices, storage };
}

export function routeContext(services: AppServices, user: CurrentUser | null) {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  context.set(clientIpContext, "203.0.113.7");
  context.set(currentUserContext, user);
  return context;
}

/** The arguments of a loader or action for `request`, as `user`. */
export function routeArgs(
  services: AppServices,
  user: CurrentUser | null,
  request: Request,
  params: Record<string, string> = {},
) {
  return {
    request,
    context: routeContext(services, user),
    params,
    url: new URL(request.url),
    pattern: new URL(request.url).pathname,
  };
}

/**
 * Runs a route's own middleware around its loader, as React Router serves it (a page rendered
 * for a viewer needs its middleware to make the viewer, decision 0120), and gives back the
 * loader's data.
 */
export async function loadThroughMiddleware<Args extends ReturnType<typeof routeArgs>, T>(
  middleware: MiddlewareFunction<Response>[],
  args: Args,
  loader: (args: Args) => Promise<T>,
): Promise<T> {
  let loaded: { data: T } | null = null;
  const run = async (index: number): Promise<Response> => {
    const current = middleware[index];
    if (!current) {
      loaded = { data: await loader(args) };
      return new Response(null);
    }
    return (await current(args, () => run(index + 1))) ?? new Response(null);
  };
  await run(0);
  if (!loaded) throw new Error("the middleware answered without running the loader");
  return (loaded as { data: T }).data;
}

/** Runs a loader or action and gives back what it returned or threw. */
export async function settle<T>(work: () => Promise<T>): Promise<T | unknown> {
  try {
    return await work();
  } catch (thrown) {
    return thrown;
  }
}

/** Every object key stored under a user's folder (sidecars left out), sorted. */
export async function storedKeys(storage: LocalFileStorage, userId: string): Promise<string[]> {
  const folder = path.join(storage.root, userId);
  const names = await readdir(folder).catch(() => [] as string[]);
  return names
    .filter((name) => !name.startsWith("."))
    .map((name) => `${userId}/${name}`)
    .sort();
}

/** What `data(value, init)` returns, to read an action's answer. */
export interface DataResult<T> {
  type: "DataWithResponseInit";
  data: T;
  init: ResponseInit | null;
}

export function isDataResult<T>(value: unknown): value is DataResult<T> {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as { type?: unknown }).type === "DataWithResponseInit"
  );
}
