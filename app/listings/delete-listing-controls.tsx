import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import {
  ConfirmDeletePanel,
  DELETE_TRIGGER_LOOK,
  DeleteDialog,
  DeleteDialogButtons,
  DeleteTriggerLabel,
  type DeleteWords,
} from "~/components/confirm-delete";
import { useHydrated } from "~/components/hydration";
import { Button } from "~/components/ui/button";
import { ListingDialog } from "./listing-dialog";
import { FailureAlert, useFailureToast } from "./manage-failure";
import { MANAGE_INTENTS, type ManageActionData, type ManagedListing } from "./manage-listing-text";

// Deleting a listing is for good, so it is confirmed first (app/components/confirm-delete.tsx).

/** The confirmation's words in the page's language (`myListings`). */
function useDeleteWords(): DeleteWords {
  const { t } = useTranslation("myListings");
  return {
    delete: t("card.delete"),
    cancel: t("card.cancel"),
    deleting: t("card.deleting"),
    deleteForGood: t("card.deleteForGood"),
    confirm: (name) => t("card.confirm", { name }),
  };
}

/**
 * Rendered by React, a confirmation dialog; sent static, the link to the confirmation panel and
 * the native dialog the page's script opens instead.
 */
export function DeleteControl({
  listing,
  onDeleteSent,
}: {
  listing: ManagedListing;
  onDeleteSent: () => void;
}) {
  const { t } = useTranslation("myListings");
  const words = useDeleteWords();
  const hydrated = useHydrated();
  const fetcher = useFetcher<ManageActionData>({ key: `delete-${listing.id}` });
  const [open, setOpen] = useState(false);
  const failure = fetcher.state === "idle" ? fetcher.data?.failure : undefined;
  useFailureToast(failure);

  if (!hydrated) {
    // The static page (decision 0100): the link to the confirmation panel, and a native
    // <dialog> with the plain form that its inline script shows in the link's place.
    return (
      <ListingDialog
        id={`delete-${listing.id}`}
        href={`/my-listings?delete=${listing.id}#confirm-delete`}
        opener={<DeleteTriggerLabel name={listing.name} words={words} />}
        variant="ghost"
        size="sm"
        className={DELETE_TRIGGER_LOOK}
        title={t("card.deleteTitle")}
        description={t("card.deleteText", { name: listing.name })}
        closeLabel={t("common:dialog.close")}
      >
        <form method="post" action="/my-listings">
          <input type="hidden" name="intent" value={MANAGE_INTENTS.delete} />
          <input type="hidden" name="listingId" value={listing.id} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button type="submit" formMethod="dialog" formNoValidate variant="outline">
              {words.cancel}
            </Button>
            <Button type="submit" variant="destructive" data-busy={words.deleting}>
              <Trash2 aria-hidden="true" /> {words.deleteForGood}
            </Button>
          </div>
        </form>
      </ListingDialog>
    );
  }
  return (
    <DeleteDialog
      name={listing.name}
      title={t("card.deleteTitle")}
      description={t("card.deleteText", { name: listing.name })}
      open={open}
      onOpenChange={setOpen}
      words={words}
    >
      {failure ? <FailureAlert failure={failure} /> : null}
      <fetcher.Form method="post" action="/my-listings" preventScrollReset onSubmit={onDeleteSent}>
        <input type="hidden" name="intent" value={MANAGE_INTENTS.delete} />
        <input type="hidden" name="listingId" value={listing.id} />
        <DeleteDialogButtons
          deleting={fetcher.state !== "idle"}
          onCancel={() => setOpen(false)}
          words={words}
        />
      </fetcher.Form>
    </DeleteDialog>
  );
}

/** Without JavaScript: the confirmation as part of the page, before the permanent delete. */
export function ConfirmDeleteListing({ listing }: { listing: ManagedListing }) {
  const { t } = useTranslation("myListings");
  const words = useDeleteWords();
  return (
    <ConfirmDeletePanel
      name={listing.name}
      description={t("card.deleteTextPanel")}
      action="/my-listings"
      fields={{ intent: MANAGE_INTENTS.delete, listingId: listing.id }}
      cancelTo="/my-listings"
      words={words}
    />
  );
}
