import { Link } from "react-router";
import { Button } from "~/components/ui/button";

/** Previous / Page n of m / Next, as plain links. */
export function PageLinks({
  page,
  pages,
  href,
  label,
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
  label: string;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      {page > 1 ? (
        <Button asChild variant="outline" size="sm">
          <Link to={href(page - 1)} rel="prev">
            Previous
          </Link>
        </Button>
      ) : (
        <span />
      )}
      <p className="text-ink-muted">{`Page ${page} of ${pages}`}</p>
      {page < pages ? (
        <Button asChild variant="outline" size="sm">
          <Link to={href(page + 1)} rel="next">
            Next
          </Link>
        </Button>
      ) : (
        <span />
      )}
    </nav>
  );
}
