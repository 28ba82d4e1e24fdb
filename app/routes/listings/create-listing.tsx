import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { ArrowLeft, ArrowLeftRight, ArrowRight, Gift, Mail, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { FormErrors } from "~/components/form-errors";
import { pageMeta } from "~/components/seo";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { Container } from "~/components/ui/container";
import { Field, FieldError } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { useHydrated } from "~/components/use-hydrated";
import {
  listingPhotoKeys,
  removeListingPhotos,
  type StoredListingPhoto,
  storeListingPhotos,
} from "~/listings/image-processing.server";
import { tapListingFields } from "~/listings/listing-form-fields.server";
import {
  IMAGE_ACCEPT_ATTRIBUTE,
  imageUploadMessages,
  ListingPhotoError,
  MAX_IMAGES,
} from "~/listings/listing-images";
import {
  LISTING_LIMITS,
  listingCategories,
  listingCategoryLabels,
  listingFieldLabels,
  listingSchema,
  listingTypes,
  missingListingFields,
} from "~/listings/listing-schema";
import { createListing, ListingError, listingServiceMessages } from "~/listings/listings.server";
import { requireMember } from "~/listings/member-gate.server";
import { parseListingUpload } from "~/listings/upload-stream.server";
import { citiesByPopulation } from "~/places/cities";
import { getServices } from "~/server/context.server";
import { redirectWithToast, toastHeaders } from "~/server/toast.server";
import type { Route } from "./+types/create-listing";

const EMAIL_FIRST = "Please confirm your email address first.";
const PHOTOS_AGAIN =
  "Your photos were not saved: browsers cannot send them twice, so please choose them again.";

/** Creating listings is for members: the shared gate, with the specification's reason. */
async function memberCreating(context: Route.LoaderArgs["context"], url: URL) {
  const user = await requireMember(context, url, listingServiceMessages.subscriptionRequired);
  return { user, services: getServices(context) };
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const { user, services } = await memberCreating(context, url);
  return {
    appUrl: services.env.APP_URL,
    emailVerified: user.emailVerified,
    defaultLocation: user.profile.location ?? "",
    places: citiesByPopulation.map((city) => city.name),
  };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const { user, services } = await memberCreating(context, url);
  const { db, env, storage, logger } = services;
  const toast = (title: string, description: string) =>
    toastHeaders(env.BETTER_AUTH_SECRET, { type: "error", title, description });

  if (!user.emailVerified) {
    // Refused before the photos are read.
    const result: SubmissionResult<string[]> = { status: "error", error: { "": [EMAIL_FIRST] } };
    return data({ result }, { status: 403 });
  }

  const tapped = tapListingFields(request);
  let upload: Awaited<ReturnType<typeof parseListingUpload>>;
  try {
    upload = await parseListingUpload(tapped.request, { maxFiles: MAX_IMAGES });
  } catch (error) {
    if (!(error instanceof ListingPhotoError)) throw error;
    const submission = parseWithZod(tapped.fields, { schema: listingSchema });
    return data(
      {
        result: submission.reply({
          formErrors: [`${error.title}: ${error.message}`, PHOTOS_AGAIN],
        }),
      },
      {
        status: error.kind === "too-large" ? 413 : 400,
        headers: await toast(error.title, error.message),
      },
    );
  }

  const hadPhotos = upload.files.length > 0;
  const submission = parseWithZod(upload.fields, { schema: listingSchema });
  if (submission.status !== "success") {
    const missing = missingListingFields(Object.fromEntries(upload.fields));
    return data(
      { result: submission.reply({ formErrors: hadPhotos ? [PHOTOS_AGAIN] : [] }) },
      {
        status: 400,
        headers:
          missing.length > 0
            ? await toast(
                "Missing Information",
                `Please fill in all required fields: ${missing.join(", ")}.`,
              )
            : undefined,
      },
    );
  }

  let stored: StoredListingPhoto[] = [];
  try {
    stored = await storeListingPhotos(storage, user.id, upload.files);
  } catch (error) {
    if (!(error instanceof ListingPhotoError)) throw error;
    return data(
      {
        result: submission.reply({
          formErrors: [`${error.title}: ${error.message}`, PHOTOS_AGAIN],
        }),
      },
      { status: 400, headers: await toast(error.title, error.message) },
    );
  }

  let created: { id: string };
  try {
    created = await createListing(db, user, submission.value, stored);
  } catch (error) {
    await removeListingPhotos(storage, listingPhotoKeys(stored)).catch((cleanup) =>
      logger.error({ err: cleanup }, "could not remove the photos of a refused listing"),
    );
    if (error instanceof ListingError) {
      return data(
        {
          result: submission.reply({
            formErrors: [error.message, ...(hadPhotos ? [PHOTOS_AGAIN] : [])],
          }),
        },
        { status: error.status, headers: await toast("Validation Error", error.message) },
      );
    }
    throw error;
  }

  return redirectWithToast(env.BETTER_AUTH_SECRET, `/listings/${created.id}`, {
    type: "success",
    title: "Listing created",
    description: "Your produce is now listed for neighbours to find.",
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...pageMeta({
    title: "Share From Your Garden",
    description: "List your surplus produce for neighbours to collect, free or as a swap.",
    path: "/create-listing",
    appUrl: loaderData?.appUrl ?? "",
  }),
  { name: "robots", content: "noindex" },
];

export default function CreateListing({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const submitting = navigation.state !== "idle" && navigation.formAction === "/create-listing";
  const disabled = !loaderData.emailVerified;

  const [form, fields] = useForm({
    id: "create-listing",
    lastResult: navigation.state === "idle" ? actionData?.result : null,
    defaultValue: { location: loaderData.defaultLocation || undefined },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: listingSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });

  const formRef = useRef<HTMLFormElement>(null);
  const [ready, setReady] = useState(false);
  const checkReady = () => {
    const element = formRef.current;
    if (!element) return;
    const values = Object.fromEntries(new FormData(element));
    setReady(missingListingFields(values).length === 0);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: recheck after every server reply
  useEffect(checkReady, [actionData]);

  return (
    <Container className="flex max-w-2xl flex-col gap-6 py-8 sm:py-10">
      <div>
        <h1 className="text-3xl sm:text-4xl">Share From Your Garden</h1>
        <p className="text-ink-muted">
          List what you have spare. Neighbours nearby can ask for it, free or as a swap.
        </p>
      </div>

      {disabled ? (
        <Alert variant="warning" icon={<Mail aria-hidden="true" />}>
          <AlertTitle>{EMAIL_FIRST}</AlertTitle>
          <AlertDescription>
            You can list produce once you have confirmed your email address. Use the link we sent
            you, or <Link to="/dashboard">send a new confirmation email from your dashboard</Link>.
          </AlertDescription>
        </Alert>
      ) : null}

      <FormErrors id={form.errorId} errors={form.errors} />

      <Form
        method="post"
        action="/create-listing"
        encType="multipart/form-data"
        {...getFormProps(form)}
        ref={formRef}
        onInput={checkReady}
        onChange={checkReady}
        className="flex flex-col gap-5"
      >
        <fieldset disabled={disabled} className="flex min-w-0 flex-col gap-5">
          <Field label="Name" id={fields.name.id} error={fields.name.errors} hint="e.g. Courgettes">
            <Input
              {...getInputProps(fields.name, { type: "text" })}
              maxLength={LISTING_LIMITS.name}
            />
          </Field>

          <fieldset
            aria-describedby={fields.type.errors ? fields.type.errorId : undefined}
            aria-invalid={fields.type.errors ? true : undefined}
          >
            <legend className="mb-2 font-semibold text-ink">Type</legend>
            <div className="grid grid-cols-2 gap-3">
              {listingTypes.map((type) => {
                const Icon = type === "Free" ? Gift : ArrowLeftRight;
                return (
                  <label
                    key={type}
                    className={cn(
                      "flex min-h-16 cursor-pointer flex-col justify-center gap-0.5 rounded-card border-2 border-line bg-card p-3 text-ink",
                      "has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-leaf-deep",
                      type === "Free"
                        ? "has-checked:border-free has-checked:bg-free-soft"
                        : "has-checked:border-swap has-checked:bg-swap-soft",
                    )}
                  >
                    <input
                      type="radio"
                      name={fields.type.name}
                      value={type}
                      className="sr-only"
                      defaultChecked={fields.type.initialValue === type}
                    />
                    <span
                      className={cn(
                        "flex items-center gap-2 font-bold",
                        type === "Free" ? "text-free" : "text-swap",
                      )}
                    >
                      <Icon aria-hidden="true" className="size-5" />
                      {type}
                    </span>
                    <span className="text-sm text-ink-muted">
                      {type === "Free" ? "Give it away" : "Trade for something"}
                    </span>
                  </label>
                );
              })}
            </div>
            <FieldError id={fields.type.errorId} className="mt-1.5">
              {fields.type.errors?.join(" ")}
            </FieldError>
          </fieldset>

          <Field label="Category" id={fields.category.id} error={fields.category.errors}>
            <NativeSelect {...getSelectProps(fields.category)}>
              <option value="">Choose a category</option>
              {listingCategories.map((category) => (
                <option key={category} value={category}>
                  {listingCategoryLabels[category]}
                </option>
              ))}
            </NativeSelect>
          </Field>

          <Field
            label="Location"
            id={fields.location.id}
            error={fields.location.errors}
            hint="Your town or area, e.g. Leeds. No street address."
          >
            <Input
              {...getInputProps(fields.location, { type: "text" })}
              list="create-listing-places"
              autoComplete="address-level2"
              maxLength={LISTING_LIMITS.location}
            />
          </Field>
          <datalist id="create-listing-places">
            {loaderData.places.map((place) => (
              <option key={place} value={place} />
            ))}
          </datalist>

          <div className="grid gap-5 sm:grid-cols-2">
            <Field
              label="Quantity (optional)"
              id={fields.quantity.id}
              error={fields.quantity.errors}
              hint="e.g. 2 kg, a carrier bag, 6 plants"
            >
              <Input
                {...getInputProps(fields.quantity, { type: "text" })}
                maxLength={LISTING_LIMITS.quantity}
              />
            </Field>
            <Field
              label={`${listingFieldLabels.harvestDate} (optional)`}
              id={fields.harvestDate.id}
              error={fields.harvestDate.errors}
              hint="The day it is ready to collect."
            >
              <Input {...getInputProps(fields.harvestDate, { type: "date" })} />
            </Field>
          </div>

          <Field
            label="Description (optional)"
            id={fields.description.id}
            error={fields.description.errors}
            hint="Variety, how it was grown, when to collect."
          >
            <Textarea
              {...getTextareaProps(fields.description)}
              maxLength={LISTING_LIMITS.description}
              rows={5}
            />
          </Field>

          <PhotoPicker hydrated={hydrated} />

          <Button type="submit" size="lg" disabled={submitting || (hydrated && !ready)}>
            {submitting ? "Creating your listing…" : "Create listing"}
          </Button>
          {hydrated && !ready && !disabled ? (
            <p className="text-ink-muted">
              Fill in the name, type, category and location to continue.
            </p>
          ) : null}
        </fieldset>
      </Form>
    </Container>
  );
}

/**
 * The photo input. Without JavaScript it is a plain multiple file input; with it, the chosen files
 * are kept in state (previews, remove, reorder) and written back into the input for the submit.
 */
function PhotoPicker({ hydrated }: { hydrated: boolean }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [previews, setPreviews] = useState<string[]>([]);
  const [tooMany, setTooMany] = useState(false);

  useEffect(() => {
    const urls = files.map((file) => URL.createObjectURL(file));
    setPreviews(urls);
    const input = inputRef.current;
    if (input) {
      const transfer = new DataTransfer();
      for (const file of files) transfer.items.add(file);
      input.files = transfer.files;
    }
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, [files]);

  const choose = (event: React.ChangeEvent<HTMLInputElement>) => {
    if (!hydrated) return;
    const chosen = [...files, ...Array.from(event.currentTarget.files ?? [])];
    setTooMany(chosen.length > MAX_IMAGES);
    setFiles(chosen.slice(0, MAX_IMAGES));
  };
  const move = (from: number, to: number) =>
    setFiles((current) => {
      const next = [...current];
      const [file] = next.splice(from, 1);
      if (file) next.splice(to, 0, file);
      return next;
    });
  const remove = (index: number) => {
    setTooMany(false);
    setFiles((current) => current.filter((_, i) => i !== index));
  };

  return (
    <div className="flex flex-col gap-3">
      <Field
        label={`Photos (optional, up to ${MAX_IMAGES})`}
        id="create-listing-photos"
        hint="JPEG, PNG, WebP, AVIF or GIF, up to 10 MB each. The first photo is the cover."
      >
        <Input
          ref={inputRef}
          type="file"
          name="photos"
          accept={IMAGE_ACCEPT_ATTRIBUTE}
          multiple
          onChange={choose}
          className="h-auto py-2"
        />
      </Field>
      {tooMany ? (
        <Alert variant="error" role="alert">
          <AlertTitle>{imageUploadMessages.tooManyTitle}</AlertTitle>
          <AlertDescription>{imageUploadMessages.tooMany}</AlertDescription>
        </Alert>
      ) : null}
      {files.length > 0 ? (
        <ul aria-label="Chosen photos" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {files.map((file, index) => (
            <li
              key={`${file.name}-${file.size}-${file.lastModified}-${index}`}
              className="flex flex-col gap-2 rounded-card border border-line bg-card p-2"
            >
              {previews[index] ? (
                <img
                  src={previews[index]}
                  alt={`Preview ${index + 1}: ${file.name}`}
                  className="aspect-4/3 w-full rounded-md object-cover"
                />
              ) : null}
              <div className="flex items-center justify-between gap-1">
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Move photo ${index + 1} earlier`}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  <ArrowLeft aria-hidden="true" />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove photo ${index + 1}`}
                  onClick={() => remove(index)}
                >
                  <X aria-hidden="true" />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Move photo ${index + 1} later`}
                  disabled={index === files.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  <ArrowRight aria-hidden="true" />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
