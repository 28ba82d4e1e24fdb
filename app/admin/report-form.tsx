import { getFormProps, getSelectProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ReactNode, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Form, type useFetcher } from "react-router";
import { FormErrors } from "~/components/form-errors";
import { FieldErrorTemplate } from "~/components/forms/field-error-template";
import type { FormChecks } from "~/components/forms/form-checks";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { NativeSelect } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import {
  REPORT_NOTE_MAX,
  REPORT_VIA_DIALOG,
  reportCategoryLabelIn,
  reportReasonGroups,
  reportReasonLabelIn,
  reportSchemaFor,
} from "./report-schema";
import { type ReportTarget, reportHref } from "./report-target";

// The one report form (decision 0031): on /report itself, inside a disclosure on forum and
// conversation pages, and in a dialog on the listing page. It always posts to /report (with the
// target in the address too, so that page can show the form again with what was typed), so it
// works without JavaScript; the reporter is never shown to the member reported.

export function ReportForm({
  id,
  target,
  lastResult,
  fetcher,
  defaultValue,
  checks,
}: {
  id: string;
  target: ReportTarget;
  lastResult?: SubmissionResult<string[]> | null;
  fetcher?: ReturnType<typeof useFetcher>;
  defaultValue?: { reason?: string; note?: string };
  /** The schema's checks, for a static page's script to run (decision 0066). */
  checks?: FormChecks;
}) {
  // The shell's words: the form is on many pages, and every page has `common` (decision 0098).
  const { t } = useTranslation("common");
  const schema = useMemo(() => reportSchemaFor(t), [t]);
  const [form, fields] = useForm({
    id,
    lastResult,
    defaultValue,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onSubmit",
  });
  const FormElement = fetcher ? fetcher.Form : Form;
  const sending = fetcher ? fetcher.state !== "idle" : false;
  return (
    <FormElement
      method="post"
      action={reportHref(target)}
      {...getFormProps(form)}
      data-checks={checks ? JSON.stringify(checks) : undefined}
      className="flex flex-col gap-3"
    >
      {checks ? <FieldErrorTemplate /> : null}
      <input type="hidden" name="kind" value={target.kind} />
      <input type="hidden" name="targetId" value={target.targetId} />
      <input type="hidden" name="returnTo" value={target.returnTo} />
      {fetcher ? <input type="hidden" name="via" value={REPORT_VIA_DIALOG} /> : null}
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field label={t("report.reasonLabel")} id={fields.reason.id} error={fields.reason.errors}>
        <NativeSelect {...getSelectProps(fields.reason)} key={fields.reason.key}>
          <option value="">{t("report.chooseReason")}</option>
          {reportReasonGroups.map((group) => (
            <optgroup key={group.category} label={reportCategoryLabelIn(t, group.category)}>
              {group.reasons.map((reason) => (
                <option key={reason} value={reason}>
                  {reportReasonLabelIn(t, reason)}
                </option>
              ))}
            </optgroup>
          ))}
        </NativeSelect>
      </Field>
      <Field
        label={t("report.noteLabel")}
        id={fields.note.id}
        error={fields.note.errors}
        hint={t("report.noteHint")}
      >
        <Textarea
          name={fields.note.name}
          id={fields.note.id}
          defaultValue={fields.note.initialValue}
          key={fields.note.key}
          rows={3}
          maxLength={REPORT_NOTE_MAX}
        />
      </Field>
      <Button
        type="submit"
        variant="outline"
        size="sm"
        className="w-fit"
        disabled={sending}
        data-submitting={t("report.sending")}
      >
        {sending ? t("report.sending") : t("report.send")}
      </Button>
    </FormElement>
  );
}

/** A 'Report' disclosure holding the form: a confirmation step without JavaScript. */
export function ReportDisclosure({
  id,
  target,
  summary,
  checks,
}: {
  id: string;
  target: ReportTarget;
  summary?: ReactNode;
  /** The schema's checks, for a static page's script to run (decision 0110). */
  checks?: FormChecks;
}) {
  const { t } = useTranslation("common");
  return (
    <details className="group">
      <summary className="cursor-pointer rounded-md font-semibold text-leaf-deep underline underline-offset-4">
        {summary ?? t("report.summary")}
      </summary>
      <div className="mt-2 flex flex-col gap-3 rounded-card border border-line bg-cream p-3">
        <ReportForm id={id} target={target} checks={checks} />
      </div>
    </details>
  );
}
