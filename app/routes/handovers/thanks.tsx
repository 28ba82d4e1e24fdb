import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { ArrowLeft } from "lucide-react";
import { data, isRouteErrorResponse, Link } from "react-router";
import { ukLongDate } from "~/components/format-date";
import { MemberProfileLink } from "~/components/member-profile-link";
import { pageMeta } from "~/components/seo";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { sendHandoverNotices } from "~/handover/handover-emails.server";
import { leaveThanks, loadThanksPage, ThanksError } from "~/handover/handover-thanks.server";
import { ThanksForm } from "~/handover/thanks-form";
import { thanksMessages, thanksSchema } from "~/handover/thanks-schema";
import { requireMember } from "~/membership/member-gate.server";
import { getServices } from "~/server/context.server";
import { readForm } from "~/server/forms/read-form.server";
import type { Route } from "./+types/thanks";

// /handovers/{id}/thanks: after a collection, each side thanks the other once (decision 0089).
// The rules (who, when, once) are handover-thanks.server.ts's.

const THANKS_GATE_REASON = {
  personal: "Saying thanks needs an active membership.",
  organisation: "Saying thanks needs an active membership or a verified organisation.",
} as const;

function refusal(error: unknown): never {
  if (error instanceof ThanksError) {
    throw data({ message: error.message }, { status: error.status });
  }
  throw error;
}

export async function loader({ context, url, params }: Route.LoaderArgs) {
  const member = await requireMember(context, url, THANKS_GATE_REASON);
  const { db, env } = getServices(context);
  const page = await loadThanksPage(db, member, params.id).catch(refusal);
  return {
    appUrl: env.APP_URL,
    page: {
      ...page,
      given: page.given
        ? {
            note: page.given.note,
            rating: page.given.rating,
            createdAt: ukLongDate(page.given.createdAt),
          }
        : null,
    },
  };
}

export async function action({ request, context, url, params }: Route.ActionArgs) {
  const member = await requireMember(context, url, THANKS_GATE_REASON);
  const services = getServices(context);
  const submission = parseWithZod(await readForm(request), { schema: thanksSchema });
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
    return data<{ result: SubmissionResult<string[]> }>(
      { result: submission.reply({ formErrors: [error.message] }) },
      {
        status: error.status,
        headers: await services.toasts.headers(context, {
          type: "error",
          title: "Thanks not saved",
          description: error.message,
        }),
      },
    );
  }
  const { db, env, logger, sendEmail, jobs } = services;
  await sendHandoverNotices({ db, appUrl: env.APP_URL, logger, sendEmail, jobs }, left.notices);
  return services.toasts.redirect(`/handovers/${params.id}/thanks`, {
    type: "success",
    title: "Thanks sent",
    description: thanksMessages.sent,
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...pageMeta({
    title: loaderData ? `Say thanks for ${loaderData.page.listingTitle}` : "Say thanks",
    description: "Thank the member you shared with on Glut.",
    path: loaderData ? `/handovers/${loaderData.page.handoverId}/thanks` : "/",
    appUrl: loaderData?.appUrl ?? "",
  }),
  { name: "robots", content: "noindex" },
];

export default function Thanks({ loaderData, actionData }: Route.ComponentProps) {
  const { page } = loaderData;
  const otherName = page.other?.name ?? "the other member";
  return (
    <Container className="flex max-w-2xl flex-col gap-6 py-10">
      <Link
        to={`/handovers/${page.handoverId}`}
        className="inline-flex w-fit items-center gap-1.5 font-semibold"
      >
        <ArrowLeft aria-hidden="true" className="size-5" /> Back to the handover
      </Link>
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl break-words sm:text-4xl">Say thanks</h1>
        <p className="text-ink-muted break-words">
          {page.side === "giver" ? "You gave " : "You received "}“{page.listingTitle}”
          {page.side === "giver" ? " to " : " from "}
          {page.other ? (
            <MemberProfileLink memberId={page.other.id} name={page.other.name} />
          ) : (
            "a member who has since left Glut"
          )}
          .
        </p>
      </div>
      {page.given ? (
        <Alert variant="success">
          <AlertTitle>You said thanks on {page.given.createdAt}</AlertTitle>
          <AlertDescription>
            {page.given.note ? (
              <p className="break-words whitespace-pre-line">“{page.given.note}”</p>
            ) : null}
            {page.given.rating ? (
              <p>
                Your private rating: {page.given.rating} out of 5. Only Glut sees it, inside an
                average.
              </p>
            ) : null}
            {page.other ? (
              <p>
                <MemberProfileLink memberId={page.other.id} name={`See ${otherName}'s profile`} />
              </p>
            ) : null}
          </AlertDescription>
        </Alert>
      ) : null}
      {/* A refused post shows the form again, its reason on top, with what was typed. */}
      {actionData?.result || (!page.given && page.status === "collected" && page.other) ? (
        <ThanksForm otherName={otherName} lastResult={actionData?.result} />
      ) : page.given ? null : page.status === "cancelled" ? (
        <p>This handover was cancelled, so there is nothing to say thanks for.</p>
      ) : page.status !== "collected" ? (
        <p>You can say thanks here once the item has been collected.</p>
      ) : (
        <p>The other member has deleted their account, so they cannot be thanked.</p>
      )}
    </Container>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message =
    isRouteErrorResponse(error) && typeof error.data?.message === "string"
      ? error.data.message
      : "Something went wrong loading this page. Please try again.";
  return (
    <Container className="flex flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-3xl">Say thanks</h1>
      <Alert variant="error" className="max-w-prose text-left">
        <AlertDescription>{message}</AlertDescription>
      </Alert>
      <Button asChild>
        <Link to="/dashboard">
          <ArrowLeft aria-hidden="true" /> Back to your dashboard
        </Link>
      </Button>
    </Container>
  );
}
