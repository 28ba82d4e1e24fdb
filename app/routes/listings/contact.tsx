import { parseWithZod } from "@conform-to/zod/v4";
import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { data, Link, useNavigation } from "react-router";
import { EmailNotVerifiedError, getCurrentUser } from "~/accounts/current-user.server";
import { formChecks } from "~/components/forms/form-checks.server";
import { staticPage } from "~/components/hydration";
import { InlineScript } from "~/components/inline-script";
import { pageMeta } from "~/components/seo";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Container } from "~/components/ui/container";
import { getI18n, getLanguage } from "~/i18n/i18n.server";
import { FormKeyField } from "~/idempotency/form-key";
import { formSubmissionOf, newFormKey, submitOnce } from "~/idempotency/form-submissions.server";
import { isOutcomeUnknown, unknownOutcomeInit } from "~/idempotency/unknown-outcome.server";
import { getListing } from "~/listings/listing-reads.server";
import {
  MembershipRequiredError,
  requireMember,
  requireMemberForAction,
} from "~/membership/member-gate.server";
import contactPageScript from "~/messaging/contact-page.island.ts?inline-script";
import { MessageForm } from "~/messaging/message-form";
import { useMessageFormWords } from "~/messaging/message-form-words";
import { notifyRecipient } from "~/messaging/message-notification.server";
import {
  CONTACT_VIA_DIALOG,
  CONTACT_VIA_LISTING,
  messageSchemaFor,
} from "~/messaging/message-schema";
import { contactLister, type SentMessage } from "~/messaging/message-sending.server";
import { MessagingError, messagingErrorIn, messagingErrors } from "~/messaging/messaging-errors";
import { getServices } from "~/server/context.server";
import { readForm } from "~/server/forms/read-form.server";
import { trustRefusalIn } from "~/trust/trust-refusals";
import type { Route } from "./+types/contact";

// The Contact dialog's form, and its page for browsers without JavaScript. Outside the
// sign-in layout so that a visitor whose session ended gets the specification's own message.
// Static (decision 0111): a plain form, checked from its schema by one inline script, which also
// keeps the counter and holds the button.
export const handle = staticPage;

export async function loader({ context, url, params }: Route.LoaderArgs) {
  const user = await requireMember(context, url, "messages:errors.membership");
  const { db, env, storage } = getServices(context);
  const listing = await getListing(db, params.id, { publicUrl: (key) => storage.publicUrl(key) });
  if (!listing) throw data("Listing not found", { status: 404 });
  const lng = getLanguage(context);
  const t = getI18n(context).getFixedT(null, "listings");
  return {
    lng,
    title: t("contact.title", { listing: listing.name }),
    description: t("contact.description"),
    appUrl: env.APP_URL,
    listing: { id: listing.id, name: listing.name, userName: listing.userName },
    formKey: newFormKey(),
    // The browser's checks say what the server would, in the page's language (decision 0066).
    checks: formChecks(messageSchemaFor(getI18n(context).getFixedT(null, "messages"))),
    refusal:
      listing.userId === user.id
        ? t("messages:errors.ownListing")
        : listing.isDemo
          ? t("messages:errors.demoListing")
          : listing.status !== "active"
            ? t("messages:errors.listingUnavailable")
            : null,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { db, env, logger, sendEmail, toasts, jobs } = getServices(context);
  const toast = (type: "success" | "error", title: string, description: string) =>
    toasts.headers(context, { type, title, description });
  const listingPath = `/listings/${params.id}`;
  // Checked and answered in the words of the page that sent it (decision 0098).
  const t = getI18n(context).getFixedT(null, "messages");
  const user = getCurrentUser(context);
  if (!user) {
    throw await toasts.redirect(`/login?redirectTo=${encodeURIComponent(listingPath)}`, {
      type: "error",
      title: t("listings:contact.authTitle"),
      description: t("listings:contact.auth"),
    });
  }

  const formData = await readForm(request, context);
  const submission = parseWithZod(formData, { schema: messageSchemaFor(t) });
  if (submission.status !== "success") {
    return data(
      { result: submission.reply(), conversationId: null },
      {
        status: 400,
        headers: await toast("error", t("forms.requiredTitle"), t("forms.required")),
      },
    );
  }

  const refuse = async (status: number, message: string) =>
    data(
      { result: submission.reply({ formErrors: [message] }), conversationId: null },
      { status, headers: await toast("error", t("forms.failedTitle"), message) },
    );
  const once = formSubmissionOf(formData, user.id, "contact");
  let conversationId: string;
  let fresh: SentMessage | null;
  try {
    const member = await requireMemberForAction(context, messagingErrors.membership);
    const outcome = await submitOnce(db, once, () =>
      contactLister(db, member, params.id, submission.value, once),
    );
    // A resend of a message already stored lands on its conversation and tells no one again.
    fresh = outcome.again ? null : outcome.created;
    conversationId = outcome.again ? outcome.createdId : outcome.created.conversationId;
  } catch (error) {
    if (error instanceof MessagingError) {
      const limit = trustRefusalIn(error, t, getLanguage(context));
      return refuse(error.status, limit ?? messagingErrorIn(t, error));
    }
    if (
      error instanceof MembershipRequiredError ||
      // An unconfirmed email address: the accounts' own 403, with its words.
      error instanceof EmailNotVerifiedError
    ) {
      const said =
        error instanceof EmailNotVerifiedError
          ? t("forms.emailFirst")
          : error.message === messagingErrors.membership
            ? t("errors.membership")
            : null;
      return refuse(error.status, said ?? error.message);
    }
    if (isOutcomeUnknown(error)) {
      logger.error({ err: error, listingId: params.id }, "a contact message's commit is unknown");
      const message = t("forms.unknownOutcomeContact");
      return data(
        {
          result: submission.reply({ formErrors: [message] }),
          conversationId: null,
          unknownOutcome: message,
        },
        unknownOutcomeInit(await toast("error", t("forms.failedTitle"), message)),
      );
    }
    logger.error({ err: error, listingId: params.id }, "could not store a contact message");
    return refuse(500, t("forms.failed"));
  }
  if (fresh) {
    await notifyRecipient(
      { db, appUrl: env.APP_URL, secret: env.BETTER_AUTH_SECRET, logger, sendEmail, jobs },
      fresh,
    );
  }

  const success = {
    type: "success",
    title: t("listings:contact.sentTitle"),
    description: t("listings:contact.sent"),
  } as const;
  if (formData.get("via") === CONTACT_VIA_DIALOG) {
    return data(
      { result: submission.reply({ resetForm: true }), conversationId },
      { headers: await toast(success.type, success.title, success.description) },
    );
  }
  if (formData.get("via") === CONTACT_VIA_LISTING) return toasts.redirect(listingPath, success);
  return toasts.redirect(`/messages/${conversationId}`, success);
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) {
    return [{ title: "Contact the lister | Glut" }, { name: "robots", content: "noindex" }];
  }
  const { listing, appUrl, title, description, lng } = loaderData;
  return [
    ...pageMeta({
      title,
      description,
      path: `/listings/${listing.id}/contact`,
      appUrl,
      lng,
    }),
    { name: "robots", content: "noindex" },
  ];
};

export default function ContactLister({ loaderData, actionData }: Route.ComponentProps) {
  const { listing, refusal } = loaderData;
  const navigation = useNavigation();
  const { t } = useTranslation("listings");
  const words = useMessageFormWords();
  const action = `/listings/${listing.id}/contact`;
  return (
    <Container className="flex max-w-2xl flex-col gap-6 py-10">
      <Link
        to={`/listings/${listing.id}`}
        className="inline-flex w-fit items-center gap-1.5 font-semibold"
      >
        <ArrowLeft aria-hidden="true" className="size-5" /> {t("contact.back")}
      </Link>
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl break-words">{t("contact.label", { name: listing.userName })}</h1>
        <p className="text-ink-muted break-words">
          {t("contact.about", { listing: listing.name })}
        </p>
      </div>
      {refusal ? (
        <Alert variant="warning">
          <AlertDescription>{refusal}</AlertDescription>
        </Alert>
      ) : (
        <MessageForm
          id="contact-lister"
          action={action}
          label={t("contact.message")}
          placeholder={t("contact.placeholder")}
          submitLabel={t("contact.send")}
          lastResult={navigation.state === "idle" ? actionData?.result : null}
          sending={navigation.state !== "idle" && navigation.formAction === action}
          words={words}
          checks={loaderData.checks}
        >
          <FormKeyField value={loaderData.formKey} />
        </MessageForm>
      )}
      {refusal ? null : <InlineScript code={contactPageScript} />}
    </Container>
  );
}
