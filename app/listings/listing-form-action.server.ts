import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import { EmailNotVerifiedError } from "~/accounts/current-user.server";
import { isXhrSubmission } from "~/components/xhr-submission.server";
import { saveHandoverRules } from "~/handover/handover-rules.server";
import { getI18n, getLanguage } from "~/i18n/i18n.server";
import { findSubmitted, formSubmissionOf, submitOnce } from "~/idempotency/form-submissions.server";
import {
  isOutcomeUnknown,
  type UnknownOutcomeData,
  unknownOutcomeInit,
} from "~/idempotency/unknown-outcome.server";
import { type Member, requireMember } from "~/membership/member-gate.server";
import { getServices } from "~/server/context.server";
import { checkAllowance, checkPhotoCount } from "~/trust/allowances.server";
import { TrustLimitError, trustRefusalIn } from "~/trust/trust-refusals";
import { tellGrowerOfWantedPosts, wantedNearbyNote } from "~/wanted/wanted-matches.server";
import {
  listingPhotoKeys,
  photoRefusalIn,
  removeListingPhotos,
  type StoredListingPhoto,
  storeListingPhotos,
} from "./image-processing.server";
import { ListingError, listingRefusalIn } from "./listing-errors";
import { tapListingFields } from "./listing-form-fields.server";
import {
  type ListingFormActionData,
  listingFieldLabelsFor,
  listingFormMessagesFor,
  listingMessagesFor,
  missingListingFields,
} from "./listing-form-text";
import { ListingPhotoError, MAX_IMAGES, tooManyPhotos } from "./listing-images";
import { CREATE_GATE_REASON, listingServiceMessages, MANAGE_GATE_REASON } from "./listing-messages";
import { chosenPlace } from "./listing-place.server";
import { getListing } from "./listing-reads.server";
import { listingSchemaFor } from "./listing-schema";
import type { ListingDetail } from "./listing-summary";
import { createListing, updateListing } from "./listing-writes.server";
import { arrangePhotos, PHOTO_ORDER_FIELD, REMOVE_PHOTO_FIELD } from "./photo-order";
import { parseListingUpload } from "./upload-stream.server";

// The one server path behind the create form and the edit form (the create form, prefilled):
// gate, read the multipart body as it streams, validate, store new photos, save in one
// transaction, then tidy the files no longer used. Every refusal keeps what the person typed.

export type ListingFormTarget = { mode: "create" } | { mode: "edit"; listingId: string };

interface FormArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
  url: URL;
}

/**
 * The edit page's gate: a member (else /dashboard), a listing that exists (404, 'Listing not
 * found') and is theirs (403). Checked before any of a request's body is read.
 */
export async function requireOwnListing(
  context: Readonly<RouterContextProvider>,
  url: URL,
  listingId: string,
): Promise<{ user: Member; listing: ListingDetail }> {
  const user = await requireMember(context, url, MANAGE_GATE_REASON);
  const { db, storage, logger } = getServices(context);
  let listing: ListingDetail | null;
  try {
    listing = await getListing(db, listingId, { publicUrl: (key) => storage.publicUrl(key) });
  } catch (error) {
    logger.error({ err: error, listingId }, "could not load listing");
    throw data("Failed to load listing", { status: 500 });
  }
  if (!listing) throw data(listingServiceMessages.notFound, { status: 404 });
  if (listing.userId !== user.id) throw data(listingServiceMessages.forbidden, { status: 403 });
  return { user, listing };
}

/** The action of /create-listing and /listings/{id}/edit. */
export async function listingFormAction(
  { request, context, url }: FormArgs,
  target: ListingFormTarget,
) {
  const owned =
    target.mode === "edit" ? await requireOwnListing(context, url, target.listingId) : null;
  const user = owned?.user ?? (await requireMember(context, url, CREATE_GATE_REASON));
  const { db, toasts, storage, logger } = getServices(context);
  const savedPhotos = owned?.listing.images ?? [];
  // The form's answers in the request's language (decision 0098).
  const t = getI18n(context).getFixedT(null, "myListings");
  const lng = getLanguage(context);
  const listingSchema = listingSchemaFor(t);
  const listingMessages = listingMessagesFor(t);
  const listingFormMessages = listingFormMessagesFor(t);
  // Sent by XMLHttpRequest, the page still holds the chosen files: no need to ask for them again.
  const photosAgain = (sent: boolean) =>
    sent && !isXhrSubmission(request) ? [listingFormMessages.photosAgain] : [];
  const refuse = async (
    reply: SubmissionResult<string[]>,
    removedPhotoIds: string[],
    status: number,
    toast?: { title: string; description: string },
  ) =>
    data<ListingFormActionData>(
      { result: reply, removedPhotoIds },
      {
        status,
        headers: toast ? await toasts.headers(context, { type: "error", ...toast }) : undefined,
      },
    );

  if (!user.emailVerified) {
    // Refused before the photos are read.
    return refuse({ status: "error", error: { "": [listingFormMessages.emailFirst] } }, [], 403);
  }

  const tapped = tapListingFields(request);
  let upload: Awaited<ReturnType<typeof parseListingUpload>>;
  try {
    // Up to MAX_IMAGES new files (every saved photo may be removed); the total is checked below.
    upload = await parseListingUpload(tapped.request, { maxFiles: MAX_IMAGES });
  } catch (error) {
    if (!(error instanceof ListingPhotoError)) throw error;
    const submission = parseWithZod(tapped.fields, { schema: listingSchema });
    const refused = photoRefusalIn(error, t, lng);
    return refuse(
      submission.reply({
        formErrors: [`${refused.title}: ${refused.description}`, ...photosAgain(true)],
      }),
      stringValues(tapped.fields, REMOVE_PHOTO_FIELD),
      error.kind === "too-large" ? 413 : 400,
      refused,
    );
  }

  const { fields, files } = upload;
  const hadPhotos = files.length > 0;
  // A resend of a create form that already made its listing goes to that listing (0078).
  const once = target.mode === "create" ? formSubmissionOf(fields, user.id, "listing") : null;
  const earlier = once ? await findSubmitted(db, once) : null;
  if (earlier) return created(earlier);
  const removedPhotoIds = stringValues(fields, REMOVE_PHOTO_FIELD);
  const submission = parseWithZod(fields, { schema: listingSchema });
  if (submission.status !== "success") {
    const missing = missingListingFields(Object.fromEntries(fields), listingFieldLabelsFor(t));
    return refuse(
      submission.reply({ formErrors: photosAgain(hadPhotos) }),
      removedPhotoIds,
      400,
      missing.length > 0
        ? {
            title: listingFormMessages.missingTitle,
            description: listingFormMessages.missing(missing),
          }
        : undefined,
    );
  }

  const place = chosenPlace(submission.value.location);
  if (!place) {
    return refuse(
      submission.reply({
        fieldErrors: { location: [listingMessages.locationUnknown] },
        formErrors: photosAgain(hadPhotos),
      }),
      removedPhotoIds,
      400,
    );
  }
  const input = { ...submission.value, location: place.label };

  const slots = arrangePhotos(savedPhotos, {
    removed: removedPhotoIds,
    newCount: files.length,
    order: stringValues(fields, PHOTO_ORDER_FIELD),
  });
  if (slots.length > MAX_IMAGES) {
    const tooMany = tooManyPhotos(t);
    return refuse(
      submission.reply({
        formErrors: [`${tooMany.title}: ${tooMany.description}`, ...photosAgain(hadPhotos)],
      }),
      removedPhotoIds,
      400,
      tooMany,
    );
  }

  // The trust limits (decision 0071), asked before the photos are decoded so a refusal costs
  // little; the save counts the listing or edit in its transaction.
  try {
    await checkAllowance(db, user, target.mode === "create" ? "listing-create" : "listing-edit");
    checkPhotoCount(user, slots.length, "listing");
  } catch (error) {
    if (!(error instanceof TrustLimitError)) throw error;
    const message = trustRefusalIn(error, t, lng) ?? error.message;
    return refuse(
      submission.reply({ formErrors: [message, ...photosAgain(hadPhotos)] }),
      removedPhotoIds,
      error.status,
      { title: t("forms.limitReached"), description: message },
    );
  }

  let stored: StoredListingPhoto[] = [];
  try {
    stored = await storeListingPhotos(storage, user.id, files, { pendingIn: db, budgetIn: db });
  } catch (error) {
    if (!(error instanceof ListingPhotoError)) throw error;
    const refused = photoRefusalIn(error, t, lng);
    return refuse(
      submission.reply({
        formErrors: [`${refused.title}: ${refused.description}`, ...photosAgain(true)],
      }),
      removedPhotoIds,
      error.status,
      refused,
    );
  }
  const images = slots.map((slot): StoredListingPhoto => {
    if (slot.kind === "new") {
      const photo = stored[slot.index];
      if (!photo) throw new Error("a new photo was not stored");
      return photo;
    }
    const { largeKey, thumbKey, width, height } = slot.photo;
    return { large: largeKey, thumb: thumbKey, width, height };
  });

  let listingId: string;
  let removedKeys: string[] = [];
  // The handover's rule (decision 0087) is saved in the listing's own transaction.
  const alsoSave = (tx: typeof db, id: string) => saveHandoverRules(tx, id, input);
  try {
    if (target.mode === "create") {
      const outcome = await submitOnce(db, once, () =>
        createListing(db, user, input, images, undefined, once, alsoSave),
      );
      if (outcome.again) {
        await removeListingPhotos(storage, listingPhotoKeys(stored)).catch(() => {});
        return created(outcome.createdId);
      }
      listingId = outcome.created.id;
    } else {
      listingId = target.listingId;
      ({ removedKeys } = await updateListing(db, user, listingId, input, images, alsoSave));
    }
  } catch (error) {
    if (isOutcomeUnknown(error)) {
      // It may have committed: the photos stay (the pending uploads' sweep removes them if it
      // did not), and the member is told where to look rather than to send it again.
      logger.error({ err: error, mode: target.mode }, "a listing's commit is unknown");
      const message = t(
        target.mode === "create" ? "forms.unknownOutcomeCreate" : "forms.unknownOutcomeEdit",
      );
      return data<ListingFormActionData & UnknownOutcomeData>(
        {
          result: submission.reply({ formErrors: [message, ...photosAgain(hadPhotos)] }),
          removedPhotoIds,
          unknownOutcome: message,
        },
        unknownOutcomeInit(),
      );
    }
    // Nothing was saved: the photos stored for this request go again.
    await removeListingPhotos(storage, listingPhotoKeys(stored)).catch((cleanup) =>
      logger.error({ err: cleanup }, "could not remove the photos of a refused listing"),
    );
    if (error instanceof ListingError || error instanceof EmailNotVerifiedError) {
      // In the page's words: a trust limit met at the save (its `cause`), the services' own
      // refusals, and the accounts' unconfirmed email (its English is `forms.emailFirst`'s).
      const message =
        error instanceof ListingError
          ? (listingRefusalIn(error, t, lng) ?? error.message)
          : t("forms.emailFirst");
      return refuse(
        submission.reply({ formErrors: [message, ...photosAgain(hadPhotos)] }),
        removedPhotoIds,
        error.status,
        { title: t("forms.validationError"), description: message },
      );
    }
    throw error;
  }

  // After the commit: the files of photos the listing no longer uses. A failure leaves files
  // nobody links to, which is untidy but harmless, so the save still counts.
  await removeListingPhotos(storage, removedKeys).catch((cleanup) =>
    logger.error({ err: cleanup, listingId }, "could not remove a listing's replaced photos"),
  );

  if (target.mode === "edit") {
    return toasts.redirect(`/listings/${listingId}`, {
      type: "success",
      title: t("edit.updatedTitle"),
      description: t("edit.updatedText"),
    });
  }
  // Growers are told when someone near them is looking for what they list, and those looking are
  // told of the listing (decision 0090): by email through the outbox, and in the confirmation.
  // The listing stands whatever happens there.
  const wanted = await tellGrowerOfWantedPosts(getServices(context), {
    id: listingId,
    ownerId: user.id,
    name: input.name,
    category: input.category,
    location: input.location,
  });
  return created(listingId, wanted);

  function created(id: string, wanted = 0) {
    return toasts.redirect(`/listings/${id}`, {
      type: "success",
      title: t("create.createdTitle"),
      description: t("create.createdText"),
      ...(wanted > 0 ? { description: wantedNearbyNote(wanted) } : {}),
    });
  }
}

function stringValues(form: FormData, name: string): string[] {
  return form.getAll(name).filter((value): value is string => typeof value === "string");
}
