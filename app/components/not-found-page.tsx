import { Link } from "react-router";
import { Button } from "~/components/ui/button";

/** The specification's not-found page: for unknown paths and for unknown things on known ones. */
export function NotFoundPage() {
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

/** The not-found page's title, and no indexing. */
export const notFoundMeta = [
  { title: "Page not found | Glut" },
  { name: "robots", content: "noindex" },
];
