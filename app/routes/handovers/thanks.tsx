import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { data, isRouteErrorResponse, Link } from "react-router";
import { ukLongDate } from "~/components/format-date";
import formChecksScript from "~/components/forms/form-checks.island.ts?inline-script";
import { formChecks } from "~/components/forms/form-checks.server";
import { staticPage } from "~/components/hydration";
import { InlineScript } from "~/components/inline-script";
import { MemberProfileLink } from "~/components/member-profile-link";
import { pageMeta } from "~/components/seo";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { sendHandoverNotices } from "~/handover/handover-emails.server";
import {
  leaveThanks,
  loadThanksPage,
  ThanksError,
  thanksErrorText,
} from "~/handover/handover-thanks.server";
import { ThanksForm } from "~/handover/thanks-form";
import { thanksMessagesFor, thanksSchemaFor } from "~/handover/thanks-schema";
import { getI18n, getLanguage } from "~/i18n/i18n.server";
import type { Translate } from "~/i18n/messages";
import { shellMessage } from "~/i18n/meta-messages";
import { requireMember } from "~/membership/member-gate.server";
import { getServices } from "~/server/context.server";
import { readForm } from "~/server/forms/read-form.server";
import type { Route } from "./+types/thanks";

// /handovers/{id}/thanks: after a collection, each side thanks the other once (decision 0089).
// The rules (who, when, once) are handover-thanks.server.ts's. Static (decision 0114): a plain
// form checked from its schema by one inline script, "a note or a rating" included.
export const handle = staticPage;

/** Why the gate turns a visitor away, in the request's words. */
const GATE_REASON = {
  personal: "handovers:thanks.gatePersonal",
  organisation: "handovers:thanks.gateOrganisation",
} as const;

/** A refusal as the error page shows it, in the request's words. */
function refusal(t: Translate) {
  return (error: unknown): never => {
    if (error instanceof ThanksError) {
      throw data({ message: thanksErrorText(error, t) }, { status: error.status });
    }
    throw error;
  };
}

export async function loader({ context, url, params }: Route.LoaderArgs) {
  const lng = getLanguage(context);
  const t = getI18n(context).getFixedT(null, "handovers");
  const member = await requireMember(context, url, GATE_REASON);
  const { db, env } = getServices(context);
  const page = await loadThanksPage(db, member, params.id).catch(refusal(t));
  return {
    appUrl: env.APP_URL,
    lng,
    title: t("thanks.titleFor", { title: page.listingTitle }),
    description: t("thanks.description"),
    // The browser's checks say what the server would, in the page's language (decision 0066).
    checks: formChecks(thanksSchemaFor(t)),
    page: {
      ...page,
      given: page.given
        ? {
            note: page.given.note,
            rating: page.given.rating,
            createdAt: ukLongDate(page.given.createdAt, lng),
          }
        : null,
    },
  };
}

export async function action({ request, context, url, params }: Route.ActionArgs) {
  const t = getI18n(context).getFixedT(null, "handovers");
  const member = await requireMember(context, url, GATE_REASON);
  const services = getServices(context);
  const submission = parseWithZod(await readForm(request, context), { schema: thanksSchemaFor(t) });
  if (submission.status !== "success") {
    return data<{ result: SubmissionResult<string[]> }>(
      { result: submission.reply() },
      { status: 400 },
    );
  }
  let left: Awaited<ReturnType<typeof leaveThanks>>;
  try {
    left = await leaveThanks(services.db, member, params.id, submission.value);
  } catch (error) {
    if (!(error instanceof ThanksError)) throw error;
    const message = thanksErrorText(error, t);
    return data<{ result: SubmissionResult<string[]> }>(
      { result: submission.reply({ formErrors: [message] }) },
      {
        status: error.status,
        headers: await services.toasts.headers(context, {
          type: "error",
          title: t("thanks.notSaved"),
          description: message,
        }),
      },
    );
  }
  const { db, env, logger, sendEmail, jobs } = services;
  await sendHandoverNotices({ db, appUrl: env.APP_URL, logger, sendEmail, jobs }, left.notices);
  return services.toasts.redirect(`/handovers/${params.id}/thanks`, {
    type: "success",
    title: t("thanks.sentTitle"),
    description: thanksMessagesFor(t).sent,
  });
}

// Without loader data (a refusal, shown by the ErrorBoundary) pageMeta gives the title alone, in
// the page's language (decision 0116).
export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...pageMeta({
    title: loaderData?.title ?? shellMessage(matches, "pageTitles.sayThanks") ?? "Say thanks",
    description: loaderData?.description ?? "",
    path: `/handovers/${loaderData?.page.handoverId ?? ""}/thanks`,
    appUrl: loaderData?.appUrl ?? "",
    lng: loaderData?.lng,
  }),
  { name: "robots", content: "noindex" },
];

export default function Thanks({ loaderData, actionData }: Route.ComponentProps) {
  const { page } = loaderData;
  const { t } = useTranslation("handovers");
  const otherName = page.other?.name ?? t("thanks.otherMember");
  return (
    <Container className="flex max-w-2xl flex-col gap-6 py-10">
      <Link
        to={`/handovers/${page.handoverId}`}
        className="inline-flex w-fit items-center gap-1.5 font-semibold"
      >
        <ArrowLeft aria-hidden="true" className="size-5" /> {t("thanks.back")}
      </Link>
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl break-words sm:text-4xl">{t("common:handover.sayThanks")}</h1>
        <p className="text-ink-muted break-words">
          {t(page.side === "giver" ? "thanks.youGave" : "thanks.youReceived", {
            title: page.listingTitle,
          })}
          {page.other ? (
            <MemberProfileLink memberId={page.other.id} name={page.other.name} />
          ) : (
            t("thanks.leftGlut")
          )}
          {t("thanks.after")}
        </p>
      </div>
      {page.given ? (
        <Alert variant="success">
          <AlertTitle>{t("thanks.saidOn", { date: page.given.createdAt })}</AlertTitle>
          <AlertDescription>
            {page.given.note ? (
              <p className="break-words whitespace-pre-line">“{page.given.note}”</p>
            ) : null}
            {page.given.rating ? <p>{t("thanks.rating", { rating: page.given.rating })}</p> : null}
            {page.other ? (
              <p>
                <MemberProfileLink
                  memberId={page.other.id}
                  name={t("thanks.profile", { name: otherName })}
                />
              </p>
            ) : null}
          </AlertDescription>
        </Alert>
      ) : null}
      {/* A refused post shows the form again, its reason on top, with what was typed. */}
      {actionData?.result || (!page.given && page.status === "collected" && page.other) ? (
        <>
          <ThanksForm
            otherName={otherName}
            lastResult={actionData?.result}
            checks={loaderData.checks}
          />
          <InlineScript code={formChecksScript} />
        </>
      ) : page.given ? null : page.status === "cancelled" ? (
        <p>{t("thanks.errors.cancelled")}</p>
      ) : page.status !== "collected" ? (
        <p>{t("thanks.notYet")}</p>
      ) : (
        <p>{t("thanks.errors.otherGone")}</p>
      )}
    </Container>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // No loader data brings `handovers` here: the words are the shell's, and a refusal's are those
  // the loader sent in the request's language (decision 0098).
  const { t } = useTranslation("common");
  const message =
    isRouteErrorResponse(error) && typeof error.data?.message === "string"
      ? error.data.message
      : t("handover.thanksError");
  return (
    <Container className="flex flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-3xl">{t("handover.sayThanks")}</h1>
      <Alert variant="error" className="max-w-prose text-left">
        <AlertDescription>{message}</AlertDescription>
      </Alert>
      <Button asChild>
        <Link to="/dashboard">
          <ArrowLeft aria-hidden="true" /> {t("handover.backToDashboard")}
        </Link>
      </Button>
    </Container>
  );
}
