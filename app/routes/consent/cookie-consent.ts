import { data, redirect } from "react-router";
import { consentFormSchema, consentFromChoice } from "~/consent/cookie-consent";
import { serializeCookieConsent } from "~/consent/cookie-consent.server";
import { getServices } from "~/server/context.server";
import { readForm } from "~/server/forms/read-form.server";
import { safeReturnPath } from "~/server/safe-return-path";
import type { Route } from "./+types/cookie-consent";

export async function action({ request, context }: Route.ActionArgs) {
  const form = consentFormSchema.safeParse(Object.fromEntries(await readForm(request, context)));
  if (!form.success) return data({ ok: false }, { status: 400 });
  const consent = consentFromChoice(
    form.data.choice,
    { analytics: form.data.analytics === "on", marketing: form.data.marketing === "on" },
    new Date(),
  );
  const headers = { "Set-Cookie": await serializeCookieConsent(getServices(context).env, consent) };
  // React Router's data requests (a fetcher, with JavaScript) end in ".data" and want data
  // back; a plain form post (no JavaScript) goes back to the page it came from.
  if (!new URL(request.url).pathname.endsWith(".data")) {
    return redirect(safeReturnPath(form.data.returnTo), { headers });
  }
  return data({ ok: true }, { headers });
}

export function loader() {
  return redirect("/cookie-settings");
}
