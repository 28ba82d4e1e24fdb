import { useState } from "react";
import { useFetcher } from "react-router";
import {
  ConfirmDeletePanel,
  DeleteDialog,
  DeleteDialogButtons,
  DeleteLink,
} from "~/components/confirm-delete";
import { useHydrated } from "~/components/hydration";
import { FailureAlert, useFailureToast } from "./manage-failure";
import { MANAGE_INTENTS, type ManageActionData, type ManagedListing } from "./manage-listing-text";

// Deleting a listing is for good, so it is confirmed first (app/components/confirm-delete.tsx).

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
  const failure = fetcher.state === "idle" ? fetcher.data?.failure : undefined;
  useFailureToast(failure);

  if (!hydrated) {
    return (
      <DeleteLink name={listing.name} href={`/my-listings?delete=${listing.id}#confirm-delete`} />
    );
  }
  return (
    <DeleteDialog
      name={listing.name}
      title="Delete this listing?"
      description={`“${listing.name}” and its photos will be removed for good. This cannot be undone.`}
      open={open}
      onOpenChange={setOpen}
    >
      {failure ? <FailureAlert failure={failure} /> : null}
      <fetcher.Form method="post" action="/my-listings" preventScrollReset onSubmit={onDeleteSent}>
        <input type="hidden" name="intent" value={MANAGE_INTENTS.delete} />
        <input type="hidden" name="listingId" value={listing.id} />
        <DeleteDialogButtons deleting={fetcher.state !== "idle"} onCancel={() => setOpen(false)} />
      </fetcher.Form>
    </DeleteDialog>
  );
}

/** Without JavaScript: the confirmation as part of the page, before the permanent delete. */
export function ConfirmDeleteListing({ listing }: { listing: ManagedListing }) {
  return (
    <ConfirmDeletePanel
      name={listing.name}
      description="It and its photos will be removed for good. This cannot be undone."
      action="/my-listings"
      fields={{ intent: MANAGE_INTENTS.delete, listingId: listing.id }}
      cancelTo="/my-listings"
    />
  );
}
