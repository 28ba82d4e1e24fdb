import { data } from "react-router";
import { staticPage } from "~/components/hydration";
import { NotFoundPage, notFoundMeta } from "~/components/not-found-page";
import type { Route } from "./+types/not-found";

// Every path no other route claims lands here, with a real 404 status for browsers and crawlers.
export function loader() {
  return data(null, { status: 404 });
}

// Nothing on it needs React in the browser: a heading, a sentence and a link (decision 0057).
export const handle = staticPage;

export const meta: Route.MetaFunction = ({ matches }) => notFoundMeta(matches);

export default function NotFound() {
  return <NotFoundPage />;
}
