import { Outlet } from "react-router";
import { requireUser } from "~/accounts/current-user.server";
import { InstallHint, useServiceWorker } from "~/push/installed-app";
import type { Route } from "./+types/require-user";

/** Every page below this layout needs a signed-in person; others go to /login and come back. */
export const middleware: Route.MiddlewareFunction[] = [
  ({ url, context }) => {
    requireUser(context, url);
  },
];

export default function RequireUser() {
  // Members' pages only: public pages never load the service worker's registration (0095).
  useServiceWorker();
  return (
    <>
      <InstallHint />
      <Outlet />
    </>
  );
}
