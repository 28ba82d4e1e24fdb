import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { data, Link } from "react-router";
import { fileReport, ReportFilingError } from "~/admin/report-filing.server";
import { ReportForm } from "~/admin/report-form";
import reportPageScript from "~/admin/report-page.island.ts?inline-script";
import { REPORT_VIA_DIALOG, reportSchemaFor } from "~/admin/report-schema";
import { formChecks } from "~/components/forms/form-checks.server";
import { staticPage } from "~/components/hydration";
import { InlineScript } from "~/components/inline-script";
import { pageMeta } from "~/components/seo";
import { Container } from "~/components/ui/container";
import { getI18n, getLanguage } from "~/i18n/i18n.server";
import { shellMessage } from "~/i18n/meta-messages";
import { requireMember } from "~/membership/member-gate.server";
import { getServices } from "~/server/context.server";
import { readForm } from "~/server/forms/read-form.server";
import { safeReturnPath } from "~/server/safe-return-path";
import type { Route } from "./+types/report";

// /report: a member reports a listing, a forum post, a message or a member (decision 0031). The
// pages' Report buttons post here (in a dialog or a disclosure); without JavaScript this page
// holds the same form, and shows it again with what was typed when something is wrong.
// Static (decision 0115): a plain form, checked from its schema by one inline script, which also
// holds the button.
export const handle = staticPage;

/** Reporting is a member feature: members are the ones who can see what they report. */
const GATE_REASON = "safety:report.gate";

export async function loader({ context, url }: Route.LoaderArgs) {
  await requireMember(context, url, GATE_REASON);
  const { env, moderationTargets } = getServices(context);
  const lng = getLanguage(context);
  const t = getI18n(context).getFixedT(null, "safety");
  const kind = url.searchParams.get("kind") ?? "";
  const target = moderationTargets.get(kind);
  if (!target) throw data(t("report.nothing"), { status: 404 });
  // What is reported, named as the emails name it (`email:moderation.kinds.*`).
  const what = t(`email:moderation.kinds.${target.kind}`, { defaultValue: target.label });
  return {
    lng,
    title: t("report.title", { what }),
    description: t("report.description"),
    appUrl: env.APP_URL,
    // The browser's checks say what the server would, in the page's language (decision 0066).
    checks: formChecks(reportSchemaFor(getI18n(context).getFixedT(null, "common"))),
    target: {
      kind,
      targetId: url.searchParams.get("id") ?? "",
      returnTo: safeReturnPath(url.searchParams.get("returnTo") ?? "/"),
    },
  };
}

type ReportActionData = { result: SubmissionResult<string[]>; sent: boolean };

export async function action({ request, context, url }: Route.ActionArgs) {
  const user = await requireMember(context, url, GATE_REASON);
  const services = getServices(context);
  const i18n = getI18n(context);
  const t = i18n.getFixedT(null, "safety");
  const form = await readForm(request, context);
  const viaDialog = form.get("via") === REPORT_VIA_DIALOG;
  const submission = parseWithZod(form, {
    schema: reportSchemaFor(i18n.getFixedT(null, "common")),
  });
  if (submission.status !== "success") {
    return data<ReportActionData>({ result: submission.reply(), sent: false }, { status: 400 });
  }
  const { kind, targetId, reason, note, returnTo } = submission.value;
  try {
    await fileReport(services, user, { kind, targetId, reason, note });
  } catch (error) {
    if (!(error instanceof ReportFilingError)) throw error;
    const refusal = t(`report.${error.refusal}`);
    return data<ReportActionData>(
      { result: submission.reply({ formErrors: [refusal] }), sent: false },
      {
        status: error.status,
        headers: await services.toasts.headers(context, {
          type: "error",
          title: t("report.notSent"),
          description: refusal,
        }),
      },
    );
  }
  const toast = { type: "success", title: t("report.sent") } as const;
  if (viaDialog) {
    return data<ReportActionData>(
      { result: submission.reply({ resetForm: true }), sent: true },
      { headers: await services.toasts.headers(context, toast) },
    );
  }
  return services.toasts.redirect(safeReturnPath(returnTo), toast);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...pageMeta({
    title: loaderData?.title ?? shellMessage(matches, "pageTitles.report") ?? "Report",
    description: loaderData?.description ?? "",
    path: "/report",
    appUrl: loaderData?.appUrl ?? "",
    lng: loaderData?.lng,
  }),
  { name: "robots", content: "noindex" },
];

export default function Report({ loaderData, actionData }: Route.ComponentProps) {
  const { title, target } = loaderData;
  const { t } = useTranslation("safety");
  return (
    <Container className="flex max-w-2xl flex-col gap-6 py-10">
      <Link to={target.returnTo} className="inline-flex w-fit items-center gap-1.5 font-semibold">
        <ArrowLeft aria-hidden="true" className="size-5" /> {t("back")}
      </Link>
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl sm:text-4xl">{title}</h1>
        <p className="text-ink-muted">{t("report.lead")}</p>
      </div>
      <ReportForm
        id="report"
        target={target}
        lastResult={actionData?.result}
        checks={loaderData.checks}
      />
      <InlineScript code={reportPageScript} />
    </Container>
  );
}
