import { data } from "react-router";
import { NotFoundPage, notFoundMeta } from "~/components/not-found-page";
import type { Route } from "./+types/not-found";

// Every path no other route claims lands here, with a real 404 status for browsers and crawlers.
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => notFoundMeta(matches);

export default function NotFound() {
  return <NotFoundPage />;
}
