import type { TFunction } from "i18next";
import { Ban, Eye, EyeOff, RotateCcw, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import type { Language } from "~/i18n/languages";
import { moderatedTitle } from "~/server/moderation-target";
import { newcomerLabel } from "~/trust/member-standing";
import { adminDateTime } from "./admin-dates";
import { HIDE_REASON_MAX } from "./admin-schemas";
import type { SuspendedMember } from "./member-suspension.server";
import { type ReportCategory, reportCategories } from "./report-schema";
import type { HiddenThing, QueuedReport } from "./reports-queue.server";

// The moderation screen's three lists: open reports (the reported thing in place, never the
// reporter), what reports hid (to restore) and, for admins, suspended members (to restore).
// Their words are the `admin` catalogue's; the members' own (titles, notes, reasons) as written.

/** What a moderation target is called, and the same with a capital for the start of a line. */
function kindIn(t: TFunction<"admin">, kind: string, fallback: string) {
  const name = t(`reports.kinds.${kind}`, { defaultValue: fallback });
  return { kind: name, Kind: name.charAt(0).toUpperCase() + name.slice(1) };
}

function ReportCard({
  report,
  isAdmin,
  lng,
}: {
  report: QueuedReport;
  isAdmin: boolean;
  lng: Language;
}) {
  const { t } = useTranslation("admin");
  const reasonId = `reason-${report.id}`;
  const { item } = report;
  const kind = kindIn(t, report.kind, report.kindLabel);
  const heading = item ? moderatedTitle(item, t) : t("reports.gone", kind);
  const date = adminDateTime(report.createdAt, lng);
  return (
    <li>
      <Card>
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-2">
          <div className="flex flex-col gap-1">
            <CardTitle as="h3" className="break-words">
              <span className="sr-only">{t("reports.reported", kind)}</span>
              {heading}
            </CardTitle>
            <p className="text-ink-muted">
              {item
                ? t("reports.byLine", { ...kind, owner: item.ownerName, date })
                : t("reports.byLineGone", { ...kind, date })}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Badge variant={report.category === "illegal" ? "danger" : "neutral"}>
              {t(`reports.categories.${report.category}`)}
            </Badge>
            <Badge variant="warning">
              {t(`common:report.reasons.${report.reasonCode}`, { defaultValue: report.reason })}
            </Badge>
            {report.ownerNewcomerUntil ? (
              <Badge variant="neutral">
                {newcomerLabel({ newcomerUntil: report.ownerNewcomerUntil }, t, lng)}
              </Badge>
            ) : null}
            {item?.hidden ? <Badge variant="neutral">{t("reports.hidden")}</Badge> : null}
          </div>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          {item?.body ? (
            <blockquote className="max-h-48 overflow-y-auto rounded-lg bg-cream-deep p-3 break-words whitespace-pre-line">
              {item.body}
            </blockquote>
          ) : null}
          {report.note ? (
            <p className="break-words">
              <span className="font-semibold">{t("reports.note")}</span> {report.note}
            </p>
          ) : null}
          {item?.href ? <Link to={item.href}>{t("reports.openThe", kind)}</Link> : null}
          <Form method="post" className="flex flex-col gap-2 border-t border-line pt-3">
            <input type="hidden" name="intent" value="decide" />
            <input type="hidden" name="reportId" value={report.id} />
            <Label htmlFor={reasonId}>{t("reports.reason")}</Label>
            <Textarea id={reasonId} name="reason" rows={2} maxLength={HIDE_REASON_MAX} />
            <div className="flex flex-wrap gap-2">
              {report.canHide ? (
                <Button type="submit" name="decision" value="hide" variant="destructive">
                  <EyeOff aria-hidden="true" /> {t("reports.hide")}
                </Button>
              ) : null}
              {isAdmin && item?.ownerId ? (
                <Button type="submit" name="decision" value="suspend" variant="destructive">
                  <Ban aria-hidden="true" /> {t("reports.suspend", { name: item.ownerName })}
                </Button>
              ) : null}
              <Button type="submit" name="decision" value="dismiss" variant="outline">
                <X aria-hidden="true" /> {t("reports.dismiss")}
              </Button>
            </div>
          </Form>
        </CardContent>
      </Card>
    </li>
  );
}

/** Links, so the filter works without JavaScript and can be bookmarked. */
function CategoryFilter({ category }: { category: ReportCategory | null }) {
  const { t } = useTranslation("admin");
  const choices: { value: ReportCategory | null; label: string }[] = [
    { value: null, label: t("reports.all") },
    ...reportCategories.map((value) => ({ value, label: t(`reports.categories.${value}`) })),
  ];
  return (
    <nav aria-label={t("reports.filter")} className="flex flex-wrap gap-2">
      {choices.map(({ value, label }) => (
        <Link
          key={label}
          to={value ? `/admin/reports?category=${value}` : "/admin/reports"}
          aria-current={value === category ? "page" : undefined}
          className="rounded-full border border-line px-3 py-1 font-semibold aria-[current=page]:bg-leaf-deep aria-[current=page]:text-white"
        >
          {label}
        </Link>
      ))}
    </nav>
  );
}

export function ReportsQueue({
  reports,
  isAdmin,
  category,
  lng,
}: {
  reports: QueuedReport[];
  isAdmin: boolean;
  category: ReportCategory | null;
  lng: Language;
}) {
  const { t } = useTranslation("admin");
  return (
    <section aria-labelledby="open-reports" className="flex flex-col gap-4">
      <h2 id="open-reports" className="text-2xl">
        {t("reports.open")}
      </h2>
      <p className="text-ink-muted">{t("reports.illegalFirst")}</p>
      <CategoryFilter category={category} />
      {reports.length === 0 ? (
        <p className="text-ink-muted">{t("reports.none")}</p>
      ) : (
        <ul aria-label={t("reports.open")} className="flex flex-col gap-4">
          {reports.map((report) => (
            <ReportCard key={report.id} report={report} isAdmin={isAdmin} lng={lng} />
          ))}
        </ul>
      )}
    </section>
  );
}

export function HiddenList({ hidden }: { hidden: HiddenThing[] }) {
  const { t } = useTranslation("admin");
  return (
    <section aria-labelledby="hidden-content" className="flex flex-col gap-3">
      <h2 id="hidden-content" className="text-2xl">
        {t("reports.hiddenTitle")}
      </h2>
      {hidden.length === 0 ? (
        <p className="text-ink-muted">{t("reports.nothingHidden")}</p>
      ) : (
        <ul aria-label={t("reports.hiddenTitle")} className="flex flex-col gap-2">
          {hidden.map(({ kind, kindLabel, item }) => (
            <li
              key={`${kind}:${item.id}`}
              className="flex flex-wrap items-center justify-between gap-2 rounded-card border border-line bg-card p-3"
            >
              <span className="break-words">
                {t("reports.hiddenItem", {
                  ...kindIn(t, kind, kindLabel),
                  title: moderatedTitle(item, t),
                  owner: item.ownerName,
                })}
              </span>
              <Form method="post">
                <input type="hidden" name="intent" value="restore" />
                <input type="hidden" name="kind" value={kind} />
                <input type="hidden" name="targetId" value={item.id} />
                <Button type="submit" variant="outline" size="sm">
                  <Eye aria-hidden="true" /> {t("reports.showAgain")}
                  <span className="sr-only">{`: ${moderatedTitle(item, t)}`}</span>
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function SuspendedList({ suspended, lng }: { suspended: SuspendedMember[]; lng: Language }) {
  const { t } = useTranslation("admin");
  return (
    <section aria-labelledby="suspended-members" className="flex flex-col gap-3">
      <h2 id="suspended-members" className="text-2xl">
        {t("reports.suspendedTitle")}
      </h2>
      {suspended.length === 0 ? (
        <p className="text-ink-muted">{t("reports.noSuspended")}</p>
      ) : (
        <ul aria-label={t("reports.suspendedTitle")} className="flex flex-col gap-2">
          {suspended.map((member) => (
            <li
              key={member.userId}
              className="flex flex-wrap items-center justify-between gap-2 rounded-card border border-line bg-card p-3"
            >
              <span className="break-words">
                <span className="font-semibold">{member.name}</span>
                {t("reports.suspendedSince", {
                  date: adminDateTime(member.suspendedAt, lng),
                  reason: member.reason,
                })}
              </span>
              <Form method="post">
                <input type="hidden" name="intent" value="lift" />
                <input type="hidden" name="userId" value={member.userId} />
                <Button type="submit" variant="outline" size="sm">
                  <RotateCcw aria-hidden="true" /> {t("reports.restore", { name: member.name })}
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
