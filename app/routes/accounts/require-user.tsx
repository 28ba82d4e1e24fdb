import { Outlet } from "react-router";
import { requireUser } from "~/accounts/current-user.server";
import type { Route } from "./+types/require-user";

/** Every page below this layout needs a signed-in person; others go to /login and come back. */
export const middleware: Route.MiddlewareFunction[] = [
  ({ url, context }) => {
    requireUser(context, url);
  },
];

export default function RequireUser() {
  return <Outlet />;
}
