import { Search } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";

/** /listings with nothing to show: why, and what to do next. */
export function BrowseEmptyState({ filtered }: { filtered: boolean }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-card border border-dashed border-line bg-card px-6 py-10 text-center">
      <Search aria-hidden="true" className="size-10 text-leaf" />
      <h2 className="text-2xl">No listings found</h2>
      <p className="max-w-prose text-ink-muted">
        {filtered
          ? "Nothing matches these filters yet. Try a wider search, or share something yourself."
          : "Nobody has shared anything yet. Got spare seedlings or a glut of tomatoes? Be the first to list them."}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/create-listing">Create a listing</Link>
        </Button>
        {filtered ? (
          <Button asChild variant="outline">
            <Link to="/listings">Clear all filters</Link>
          </Button>
        ) : null}
      </div>
    </div>
  );
}
