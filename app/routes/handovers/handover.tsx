import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { data, isRouteErrorResponse, Link } from "react-router";
import { requireUser } from "~/accounts/current-user.server";
import { isStaff } from "~/admin/admin-access.server";
import { staticPage } from "~/components/hydration";
import { pageMeta } from "~/components/seo";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { HandoverDetails } from "~/handover/handover-details";
import { sendHandoverNotices } from "~/handover/handover-emails.server";
import { HandoverError, handoverErrorText } from "~/handover/handover-errors";
import { HandoverLiveStatus, LIVE_BODY } from "~/handover/handover-live-status";
import { handleHandoverAction } from "~/handover/handover-page-action.server";
import { presentHandover, readHandover } from "~/handover/handover-reads.server";
import { getI18n, getLanguage } from "~/i18n/i18n.server";
import { shellMessage } from "~/i18n/meta-messages";
import { ukToday } from "~/planting/uk-calendar";
import { getServices } from "~/server/context.server";
import { readForm } from "~/server/forms/read-form.server";
import type { Route } from "./+types/handover";

// /handovers/{id}: one reservation, for its giver and its receiver (staff may read it): the
// pickup they agree, the collection, and cancelling (decision 0088). Static (decision 0103): its
// forms are plain posts answered with a fresh page (or the page with what was typed and why it was
// refused), and a small inline script refreshes it when the live stream says the handover changed.
export const handle = staticPage;

export async function loader({ context, url, params }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  const { db, env } = getServices(context);
  const now = new Date();
  const lng = getLanguage(context);
  const t = getI18n(context).getFixedT(null, "handovers");
  try {
    const view = await readHandover(db, { id: user.id, asStaff: isStaff(user) }, params.id);
    const handover = presentHandover(view, now, { lng, t });
    return {
      appUrl: env.APP_URL,
      lng,
      title: t("page.title", { title: handover.listingTitle }),
      description: t("page.description"),
      today: ukToday(now),
      handover,
    };
  } catch (error) {
    if (error instanceof HandoverError) {
      throw data(handoverErrorText(error.message, t), { status: error.status });
    }
    throw error;
  }
}

export async function action({ request, context, params, url }: Route.ActionArgs) {
  const user = requireUser(context, url);
  const { db, env, logger, sendEmail, toasts, jobs } = getServices(context);
  const t = getI18n(context).getFixedT(null, "handovers");
  const form = await readForm(request, context);
  const outcome = await handleHandoverAction(db, user, params.id, form, new Date(), t);
  if (!outcome.ok) {
    const detail = outcome.data.result.error?.[""]?.[0];
    const toast = { type: "error", title: outcome.message } as const;
    return data(outcome.data, {
      status: outcome.status,
      headers: await toasts.headers(
        context,
        detail && detail !== outcome.message ? { ...toast, description: detail } : toast,
      ),
    });
  }
  await sendHandoverNotices({ db, appUrl: env.APP_URL, logger, sendEmail, jobs }, outcome.notices);
  return toasts.redirect(`/handovers/${params.id}`, { type: "success", title: outcome.message });
}

// Without loader data (a refusal, shown by the ErrorBoundary) pageMeta gives the title alone, in
// the page's language (decision 0116).
export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...pageMeta({
    title: loaderData?.title ?? shellMessage(matches, "pageTitles.handover") ?? "Handover",
    description: loaderData?.description ?? "",
    path: `/handovers/${loaderData?.handover.id ?? ""}`,
    appUrl: loaderData?.appUrl ?? "",
    lng: loaderData?.lng,
  }),
  { name: "robots", content: "noindex" },
];

export default function Handover({ loaderData, actionData }: Route.ComponentProps) {
  const id = loaderData.handover.id;
  const { t } = useTranslation("handovers");
  return (
    <Container className="flex max-w-3xl flex-col gap-6 py-10">
      <Link to="/handovers" className="inline-flex w-fit items-center gap-1.5 font-semibold">
        <ArrowLeft aria-hidden="true" className="size-5" /> {t("common:handover.yours")}
      </Link>
      <HandoverLiveStatus
        handoverId={id}
        path={`/handovers/${id}`}
        typed={actionData !== undefined}
      />
      <div {...LIVE_BODY}>
        <HandoverDetails
          handover={loaderData.handover}
          today={loaderData.today}
          actionData={actionData}
        />
      </div>
    </Container>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // A refused request has no loader data to bring `handovers`: the words are the shell's, and a
  // 404's is the refusal the loader sent in the request's language (decision 0098).
  const { t } = useTranslation("common");
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title =
    status === 404
      ? t("handover.notFoundTitle")
      : status === 403
        ? t("handover.forbiddenTitle")
        : t("handover.errorTitle");
  const refusal = isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : "";
  const text =
    status === 404 && refusal
      ? refusal
      : status === 403
        ? t("handover.forbidden")
        : t("handover.error");
  return (
    <Container className="flex flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-3xl">{title}</h1>
      <p className="max-w-prose text-ink-muted">{text}</p>
      <Button asChild>
        <Link to="/handovers">
          <ArrowLeft aria-hidden="true" /> {t("handover.yours")}
        </Link>
      </Button>
    </Container>
  );
}
