import { data, Link } from "react-router";
import { Button } from "~/components/ui/button";
import type { Route } from "./+types/not-found";

// Every path no other route claims lands here, with a real 404 status for browsers and crawlers.
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: "Page not found | Glut" },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <p className="text-6xl font-extrabold text-leaf" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl">Oops! Page Not Found</h1>
      <p className="text-ink-muted">
        The page you are looking for does not exist or has been moved. Let’s get you back to the
        garden.
      </p>
      <Button asChild size="lg">
        <Link to="/">Back to the homepage</Link>
      </Button>
    </div>
  );
}
