import { useSearchParams } from "react-router";
import { CookieConsentForm } from "~/components/cookie-banner";
import { staticPage } from "~/components/hydration";
import { Container } from "~/components/ui/container";
import { readCookieConsent } from "~/consent/cookie-consent.server";
import { useRootData } from "~/root";
import { getServices } from "~/server/context.server";
import { safeReturnPath } from "~/server/safe-return-path";
import type { Route } from "./+types/cookie-settings";

// Static (decision 0057): the choice is a plain form post that returns to the page it came from,
// which is how a visitor on a static page, where the banner cannot unfold, arrives here.
export const handle = staticPage;

/** When the choice was made: this page's alone, since every other page carries only the choice. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const consent = await readCookieConsent(getServices(context).env, request);
  return { savedAt: consent?.timestamp ?? null };
}

export const meta: Route.MetaFunction = () => [
  { title: "Cookie settings | Glut" },
  { name: "robots", content: "noindex" },
];

/**
 * The cookie choice as a page of its own, for browsers without JavaScript and for static pages. The banner's
 * "Settings" brings a first visitor here with the page they were on, and the choice takes them
 * back to it; from the footer, they stay here and see the choice saved.
 */
export default function CookieSettings({ loaderData }: Route.ComponentProps) {
  const consent = useRootData()?.consent ?? null;
  const { savedAt } = loaderData;
  const from = useSearchParams()[0].get("returnTo");
  const returnTo = from === null ? "/cookie-settings" : safeReturnPath(from);
  return (
    <Container className="max-w-2xl py-12">
      <h1 className="text-3xl">Cookie settings</h1>
      <p className="mt-3 text-ink">
        Necessary cookies keep you signed in and the site secure, and are always on. Analytics and
        marketing cookies are only set if you allow them.
      </p>
      {consent && savedAt ? (
        <p className="mt-2 text-ink-muted">
          Your current choice was saved on{" "}
          {new Date(savedAt).toLocaleDateString("en-GB", { dateStyle: "long" })}.
        </p>
      ) : null}
      <div className="mt-6">
        <CookieConsentForm consent={consent} returnTo={returnTo} />
      </div>
    </Container>
  );
}
