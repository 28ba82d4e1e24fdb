import { Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import {
  ConfirmDeletePanel,
  DELETE_TRIGGER_LOOK,
  DeleteTriggerLabel,
  type DeleteWords,
} from "~/components/confirm-delete";
import { Button } from "~/components/ui/button";
import { ListingDialog } from "./listing-dialog";
import { MANAGE_INTENTS, type ManagedListing } from "./manage-listing-text";

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
 * The static page's (decision 0100): the link to the confirmation panel, and a native <dialog>
 * with the plain form that the page's inline script shows in the link's place.
 */
export function DeleteControl({ listing }: { listing: ManagedListing }) {
  const { t } = useTranslation("myListings");
  const words = useDeleteWords();
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
