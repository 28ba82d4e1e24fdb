import { Trash2 } from "lucide-react";
import { useState } from "react";
import { Form, Link, useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { useHydrated } from "~/components/use-hydrated";
import { FailureAlert, useFailureToast } from "./manage-failure";
import {
  MANAGE_INTENTS,
  type ManageActionData,
  type ManagedListing,
} from "./manage-listing-schema";

// Deleting is for good, so it is confirmed first: in a dialog with JavaScript, on the page
// itself without.

/** With JavaScript, a confirmation dialog; without, a link to the confirmation panel. */
export function DeleteControl({
  listing,
  onDeleteSent,
}: {
  listing: ManagedListing;
  onDeleteSent: () => void;
}) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<ManageActionData>({ key: `delete-${listing.id}` });
  const [open, setOpen] = useState(false);
  const deleting = fetcher.state !== "idle";
  const failure = fetcher.state === "idle" ? fetcher.data?.failure : undefined;
  useFailureToast(failure);

  if (!hydrated) {
    return (
      <Button asChild variant="ghost" size="sm" className="text-tomato hover:text-tomato">
        <a href={`/my-listings?delete=${listing.id}#confirm-delete`}>
          <Trash2 aria-hidden="true" /> Delete<span className="sr-only"> {listing.name}</span>
        </a>
      </Button>
    );
  }
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="ghost" size="sm" className="text-tomato hover:text-tomato">
          <Trash2 aria-hidden="true" /> Delete<span className="sr-only"> {listing.name}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete this listing?</DialogTitle>
          <DialogDescription>
            “{listing.name}” and its photos will be removed for good. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        {failure ? <FailureAlert failure={failure} /> : null}
        <fetcher.Form
          method="post"
          action="/my-listings"
          preventScrollReset
          onSubmit={onDeleteSent}
        >
          <input type="hidden" name="intent" value={MANAGE_INTENTS.delete} />
          <input type="hidden" name="listingId" value={listing.id} />
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={deleting}>
              <Trash2 aria-hidden="true" /> {deleting ? "Deleting…" : "Delete for good"}
            </Button>
          </DialogFooter>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}

/** Without JavaScript: the confirmation as part of the page, before the permanent delete. */
export function ConfirmDeletePanel({ listing }: { listing: ManagedListing }) {
  return (
    <section
      id="confirm-delete"
      aria-labelledby="confirm-delete-title"
      className="flex flex-col gap-3 rounded-card border-2 border-tomato bg-card p-5"
    >
      <h2 id="confirm-delete-title" className="text-xl break-words">
        Delete “{listing.name}”?
      </h2>
      <p>It and its photos will be removed for good. This cannot be undone.</p>
      <Form method="post" action="/my-listings" className="flex flex-wrap gap-3">
        <input type="hidden" name="intent" value={MANAGE_INTENTS.delete} />
        <input type="hidden" name="listingId" value={listing.id} />
        <Button type="submit" variant="destructive">
          <Trash2 aria-hidden="true" /> Delete for good
        </Button>
        <Button asChild variant="outline">
          <Link to="/my-listings">Cancel</Link>
        </Button>
      </Form>
    </section>
  );
}
