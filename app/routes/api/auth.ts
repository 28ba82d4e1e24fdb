import { forwardToAuth } from "~/accounts/auth-endpoint.server";
import type { Route } from "./+types/auth";

// better-auth's own endpoints: emailed links (verify email, reset password) and Google's callback.
export function loader({ request, context }: Route.LoaderArgs) {
  return forwardToAuth(context, request);
}

export function action({ request, context }: Route.ActionArgs) {
  return forwardToAuth(context, request);
}
