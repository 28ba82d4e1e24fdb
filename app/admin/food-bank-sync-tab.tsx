import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { RefreshCw } from "lucide-react";
import { useEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation, useRevalidator } from "react-router";
import { FieldErrorTemplate } from "~/components/forms/field-error-template";
import type { FormChecks } from "~/components/forms/form-checks";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/toast";
import type { Language } from "~/i18n/languages";
import { adminDateTime } from "./admin-dates";
import { DEFAULT_SHEET_NAME, syncSchemaFor } from "./admin-schemas";
import type { foodBankSyncView } from "./food-bank-sync.server";
import { SYNC_POLL_MS } from "./sync-progress.enhance";

type SyncView = Awaited<ReturnType<typeof foodBankSyncView>>;
type Run = NonNullable<SyncView["latest"]>;

const logStatus: Record<string, "success" | "danger" | "warning"> = {
  completed: "success",
  failed: "danger",
  in_progress: "warning",
};

function isActive(run: Run | null) {
  return run?.status === "queued" || run?.status === "running";
}

/**
 * While a sync runs, the tab asks the server again every two seconds; on finishing, a toast. This
 * is React's way, after a client navigation; on a document load the page's inline script follows
 * the run (sync-progress.enhance.ts).
 */
function useSyncProgress(latest: Run | null) {
  const { t } = useTranslation("admin");
  const revalidator = useRevalidator();
  const active = isActive(latest);
  const seen = useRef<string | null>(active ? (latest?.id ?? null) : null);
  useEffect(() => {
    if (!active) return;
    seen.current = latest?.id ?? null;
    const timer = setInterval(() => revalidator.revalidate(), SYNC_POLL_MS);
    return () => clearInterval(timer);
  }, [active, latest?.id, revalidator]);
  useEffect(() => {
    if (!latest || active || seen.current !== latest.id) return;
    seen.current = null;
    if (latest.status === "completed")
      toast.success(t("sync.successful"), { description: latest.message ?? "" });
    else toast.error(t("sync.failed"), { description: latest.error ?? t("sync.unknownError") });
  }, [latest, active, t]);
}

function SyncForm({
  running,
  lastResult,
  checks,
}: {
  running: boolean;
  lastResult?: SubmissionResult<string[]>;
  /** The schema's checks, for the static page's script to run (decisions 0066, 0109). */
  checks?: FormChecks;
}) {
  const { t } = useTranslation("admin");
  const schema = useMemo(() => syncSchemaFor(t), [t]);
  const navigation = useNavigation();
  const submitting = navigation.formData?.get("intent") === "sync";
  const [form, fields] = useForm({
    id: "food-bank-sync",
    lastResult,
    defaultValue: { sheetName: DEFAULT_SHEET_NAME },
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onSubmit",
  });
  const busy = submitting || running;
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      data-checks={checks ? JSON.stringify(checks) : undefined}
      className="flex flex-col gap-3"
    >
      {checks ? <FieldErrorTemplate /> : null}
      <input type="hidden" name="intent" value="sync" />
      <Field
        label={t("sync.sheetId")}
        id={fields.spreadsheetId.id}
        error={fields.spreadsheetId.errors}
      >
        <Input
          {...getInputProps(fields.spreadsheetId, { type: "text" })}
          key={fields.spreadsheetId.key}
          autoComplete="off"
        />
      </Field>
      <Field label={t("sync.sheetName")} id={fields.sheetName.id} error={fields.sheetName.errors}>
        <Input {...getInputProps(fields.sheetName, { type: "text" })} key={fields.sheetName.key} />
      </Field>
      <Button type="submit" disabled={busy} data-submitting={t("sync.syncing")} className="w-fit">
        <RefreshCw aria-hidden="true" className={busy ? "motion-safe:animate-spin" : undefined} />
        {busy ? t("sync.syncing") : t("sync.sync")}
      </Button>
    </Form>
  );
}

function LastResult({ run, pathname, lng }: { run: Run; pathname: string; lng: Language }) {
  const { t } = useTranslation("admin");
  if (isActive(run)) {
    return (
      // Marked for the static page's script, which follows the run while it is active.
      <output className="flex flex-col gap-1" data-sync-run="" data-active="">
        <span className="font-semibold">
          {run.status === "queued" ? t("sync.queued") : t("sync.running")}
        </span>
        <span className="text-ink-muted">
          {t("sync.startedBefore", { date: adminDateTime(run.createdAt, lng) })}
          <Link to={`${pathname}?tab=sync`}>{t("sync.refresh")}</Link>
          {t("sync.startedAfter")}
        </span>
      </output>
    );
  }
  const succeeded = run.status === "completed";
  return (
    <section className="flex flex-col gap-2" aria-label={t("sync.lastResult")} data-sync-run="">
      <p className="font-semibold">{succeeded ? t("sync.successful") : t("sync.failed")}</p>
      <p>{succeeded ? run.message : (run.error ?? t("sync.unknownError"))}</p>
      <dl className="grid grid-cols-2 gap-1 sm:grid-cols-5">
        {[
          [t("sync.processed"), run.recordsProcessed],
          [t("sync.added"), run.recordsAdded],
          [t("sync.removed"), run.recordsRemoved],
          [t("sync.errors"), run.errors],
          [t("sync.duration"), t("sync.milliseconds", { ms: run.durationMs ?? 0 })],
        ].map(([term, value]) => (
          <div key={term} className="rounded-lg bg-cream-deep p-2">
            <dt className="text-sm text-ink-muted">{term}</dt>
            <dd className="font-semibold">{value ?? 0}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function FoodBankSyncTab({
  sync,
  pathname,
  lastResult,
  checks,
  lng,
}: {
  sync: SyncView;
  pathname: string;
  lastResult?: SubmissionResult<string[]>;
  checks?: FormChecks;
  lng: Language;
}) {
  const { t } = useTranslation("admin");
  useSyncProgress(sync.latest);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle as="h2">{t("sync.title")}</CardTitle>
          <CardDescription>{t("sync.description")}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <SyncForm running={isActive(sync.latest)} lastResult={lastResult} checks={checks} />
          {sync.latest ? <LastResult run={sync.latest} pathname={pathname} lng={lng} /> : null}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">{t("sync.historyTitle")}</CardTitle>
          <CardDescription>{t("sync.historyDescription")}</CardDescription>
        </CardHeader>
        <CardContent>
          {sync.history.length === 0 ? (
            <p className="text-ink-muted">{t("sync.noHistory")}</p>
          ) : (
            <ul aria-label={t("sync.historyTitle")} className="flex flex-col gap-2">
              {sync.history.map((entry) => (
                <li
                  key={entry.id}
                  className="flex flex-wrap items-center justify-between gap-2 border-b border-line pb-2"
                >
                  <div className="flex flex-col">
                    <span className="font-semibold capitalize">
                      {t(`sync.types.${entry.syncType}`, {
                        defaultValue: `${entry.syncType} sync`,
                      })}
                    </span>
                    <span className="text-ink-muted">{adminDateTime(entry.createdAt, lng)}</span>
                  </div>
                  <div className="flex items-center gap-2">
                    <Badge variant={logStatus[entry.status] ?? "neutral"}>
                      {t(`sync.runStatuses.${entry.status}`, { defaultValue: entry.status })}
                    </Badge>
                    <span>{t("sync.records", { count: entry.recordsProcessed })}</span>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
