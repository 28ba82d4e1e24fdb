import { ArrowLeft } from "lucide-react";
import { isRouteErrorResponse, Link, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";

// The edit page's refusals (not found, not yours, not read). Still in English (decision 0098): a
// refused request has no loader data to bring `myListings`, so its words belong in the shell's
// `common`, which a later session words.

export function editErrorTitle(error: unknown): string {
  if (isRouteErrorResponse(error) && error.status === 404) return "Listing Not Found";
  if (isRouteErrorResponse(error) && error.status === 403) return "Not Your Listing";
  return "Error Loading Listing";
}

export function EditListingError({ error }: { error: unknown }) {
  const location = useLocation();
  const title = editErrorTitle(error);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <Container className="flex flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-3xl">{title}</h1>
      <p className="max-w-prose text-ink-muted">
        {status === 404
          ? "This listing does not exist or has been removed."
          : status === 403
            ? "You can only change your own listings."
            : "Failed to load listing. Please try again in a moment."}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        {status === 404 || status === 403 ? null : (
          <Button asChild>
            <a href={location.pathname}>Try Again</a>
          </Button>
        )}
        <Button asChild variant={status === 404 || status === 403 ? "primary" : "outline"}>
          <Link to="/my-listings">
            <ArrowLeft aria-hidden="true" /> Back to my listings
          </Link>
        </Button>
      </div>
    </Container>
  );
}
