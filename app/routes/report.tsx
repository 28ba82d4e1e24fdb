import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { ArrowLeft } from "lucide-react";
import { data, Link } from "react-router";
import { fileReport, ReportFilingError } from "~/admin/report-filing.server";
import { ReportForm } from "~/admin/report-form";
import { REPORT_VIA_DIALOG, reportMessages, reportSchema } from "~/admin/report-schema";
import { pageMeta } from "~/components/seo";
import { Container } from "~/components/ui/container";
import { requireMember } from "~/membership/member-gate.server";
import { getServices } from "~/server/context.server";
import { readForm } from "~/server/forms/read-form.server";
import { safeReturnPath } from "~/server/safe-return-path";
import type { Route } from "./+types/report";

// /report: a member reports a listing, a forum post, a message or a member (decision 0031). The
// pages' Report buttons post here (in a dialog or a disclosure); without JavaScript this page
// holds the same form, and shows it again with what was typed when something is wrong.

/** Reporting is a member feature: members are the ones who can see what they report. */
const REPORT_GATE_REASON = "Reporting is for members. Become a member to report a problem.";

export async function loader({ context, url }: Route.LoaderArgs) {
  await requireMember(context, url, REPORT_GATE_REASON);
  const { env, moderationTargets } = getServices(context);
  const kind = url.searchParams.get("kind") ?? "";
  const target = moderationTargets.get(kind);
  if (!target) throw data("Nothing to report", { status: 404 });
  return {
    appUrl: env.APP_URL,
    label: target.label,
    target: {
      kind,
      targetId: url.searchParams.get("id") ?? "",
      returnTo: safeReturnPath(url.searchParams.get("returnTo") ?? "/"),
    },
  };
}

type ReportActionData = { result: SubmissionResult<string[]>; sent: boolean };

export async function action({ request, context, url }: Route.ActionArgs) {
  const user = await requireMember(context, url, REPORT_GATE_REASON);
  const services = getServices(context);
  const form = await readForm(request);
  const viaDialog = form.get("via") === REPORT_VIA_DIALOG;
  const submission = parseWithZod(form, { schema: reportSchema });
  if (submission.status !== "success") {
    return data<ReportActionData>({ result: submission.reply(), sent: false }, { status: 400 });
  }
  const { kind, targetId, reason, note, returnTo } = submission.value;
  try {
    await fileReport(services, user, { kind, targetId, reason, note });
  } catch (error) {
    if (!(error instanceof ReportFilingError)) throw error;
    return data<ReportActionData>(
      { result: submission.reply({ formErrors: [error.message] }), sent: false },
      {
        status: error.status,
        headers: await services.toasts.headers(context, {
          type: "error",
          title: "Report not sent",
          description: error.message,
        }),
      },
    );
  }
  const toast = { type: "success", title: reportMessages.sent } as const;
  if (viaDialog) {
    return data<ReportActionData>(
      { result: submission.reply({ resetForm: true }), sent: true },
      { headers: await services.toasts.headers(context, toast) },
    );
  }
  return services.toasts.redirect(safeReturnPath(returnTo), toast);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...pageMeta({
    title: `Report this ${loaderData?.label ?? "content"}`,
    description: "Tell a moderator about something that breaks the community guidelines.",
    path: "/report",
    appUrl: loaderData?.appUrl ?? "",
  }),
  { name: "robots", content: "noindex" },
];

export default function Report({ loaderData, actionData }: Route.ComponentProps) {
  const { label, target } = loaderData;
  return (
    <Container className="flex max-w-2xl flex-col gap-6 py-10">
      <Link to={target.returnTo} className="inline-flex w-fit items-center gap-1.5 font-semibold">
        <ArrowLeft aria-hidden="true" className="size-5" /> Back
      </Link>
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl sm:text-4xl">Report this {label}</h1>
        <p className="text-ink-muted">
          A moderator will look at it. The member you report is never told who reported them.
        </p>
      </div>
      <ReportForm id="report" target={target} lastResult={actionData?.result} />
    </Container>
  );
}
