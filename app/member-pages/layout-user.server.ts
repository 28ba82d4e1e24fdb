import { createContext, type RouterContextProvider } from "react-router";
import { type CurrentUser, getCurrentUser } from "~/accounts/current-user.server";
import type { LayoutUser } from "~/components/site-navigation";
import { countUnreadMessages } from "~/messaging/conversations.server";
import { getServices } from "~/server/context.server";
import type { Db } from "~/server/db/database.server";
import { viewerContext } from "./viewer-context.server";

/** The request's one read of the layout's person. */
const layoutUserRead = createContext<Promise<LayoutUser | null> | null>(null);

/** The signed-in person as the header and footer show them. */
export async function layoutUserOf(db: Db, user: CurrentUser): Promise<LayoutUser> {
  return {
    username: user.profile.username,
    email: user.email,
    location: user.profile.location,
    unreadMessages: await countUnreadMessages(db, user.id),
  };
}

/**
 * The signed-in person as the header and footer show them, or null; read once per request. A
 * page rendered for a viewer shows the viewer's (decision 0120).
 */
export function readLayoutUser(
  context: Readonly<RouterContextProvider>,
): Promise<LayoutUser | null> {
  const viewer = context.get(viewerContext);
  if (viewer) return Promise.resolve(viewer.layout);
  let read = context.get(layoutUserRead);
  if (!read) {
    const current = getCurrentUser(context);
    read = current ? layoutUserOf(getServices(context).db, current) : Promise.resolve(null);
    context.set(layoutUserRead, read);
  }
  return read;
}
