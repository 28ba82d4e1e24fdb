import { createContext, type RouterContextProvider } from "react-router";
import { getCurrentUser } from "~/accounts/current-user.server";
import type { LayoutUser } from "~/components/site-navigation";
import { countUnreadMessages } from "~/messaging/conversations.server";
import { getServices } from "~/server/context.server";

/** The request's one read of the layout's person. */
const layoutUserRead = createContext<Promise<LayoutUser | null> | null>(null);

/** The signed-in person as the header and footer show them, or null; read once per request. */
export function readLayoutUser(
  context: Readonly<RouterContextProvider>,
): Promise<LayoutUser | null> {
  let read = context.get(layoutUserRead);
  if (!read) {
    const current = getCurrentUser(context);
    read = current
      ? countUnreadMessages(getServices(context).db, current.id).then((unreadMessages) => ({
          username: current.profile.username,
          email: current.email,
          location: current.profile.location,
          unreadMessages,
        }))
      : Promise.resolve(null);
    context.set(layoutUserRead, read);
  }
  return read;
}
