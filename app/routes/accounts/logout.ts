import { redirect } from "react-router";
import { callAuth, headersWithCookies } from "~/accounts/auth-endpoint.server";
import type { Route } from "./+types/logout";

export async function action({ request, context }: Route.ActionArgs) {
  const result = await callAuth(context, request, "/sign-out", {});
  return redirect("/", { headers: headersWithCookies(result.setCookies) });
}

export function loader() {
  return redirect("/");
}
