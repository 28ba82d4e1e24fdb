import { CircleAlert, CircleCheck, CircleX, Clock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { verificationNoteIn } from "~/accounts/verification-notes";
import { PageLinks } from "~/components/page-links";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import type { Language } from "~/i18n/languages";
import { adminDate, adminDateTime } from "./admin-dates";
import { REVIEW_NOTES_MAX } from "./admin-schemas";
import { adminTabHref } from "./admin-tabs";
import type { listVerifications, VerificationRecord } from "./verifications.server";

const statusStyle = {
  pending: { variant: "warning", icon: <Clock aria-hidden="true" /> },
  approved: { variant: "success", icon: <CircleCheck aria-hidden="true" /> },
  rejected: { variant: "danger", icon: <CircleX aria-hidden="true" /> },
  failed: { variant: "danger", icon: <CircleAlert aria-hidden="true" /> },
} as const;

function styleOf(status: string) {
  return statusStyle[status as keyof typeof statusStyle] ?? { variant: "neutral", icon: null };
}

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="font-semibold">{term}:</dt>
      <dd className="break-all">{children}</dd>
    </div>
  );
}

function ReviewForm({ record }: { record: VerificationRecord }) {
  const { t } = useTranslation("admin");
  const navigation = useNavigation();
  const busy = navigation.formData?.get("verificationId") === record.id;
  const notesId = `notes-${record.id}`;
  return (
    <Form method="post" className="flex flex-col gap-3 border-t border-line pt-4">
      <input type="hidden" name="intent" value="review" />
      <input type="hidden" name="verificationId" value={record.id} />
      <Label htmlFor={notesId}>{t("verifications.reviewNotes")}</Label>
      <Textarea
        id={notesId}
        name="notes"
        rows={3}
        maxLength={REVIEW_NOTES_MAX}
        placeholder={t("verifications.reviewNotesPlaceholder")}
      />
      <div className="flex flex-wrap gap-2">
        {/* On a static page its script holds both while the form is on its way, as `busy` does. */}
        <Button
          type="submit"
          name="decision"
          value="approved"
          disabled={busy}
          data-submitting={t("verifications.approve")}
        >
          <CircleCheck aria-hidden="true" /> {t("verifications.approve")}
        </Button>
        <Button
          type="submit"
          name="decision"
          value="rejected"
          variant="destructive"
          disabled={busy}
          data-submitting={t("verifications.reject")}
        >
          <CircleX aria-hidden="true" /> {t("verifications.reject")}
        </Button>
      </div>
    </Form>
  );
}

function VerificationCard({ record, lng }: { record: VerificationRecord; lng: Language }) {
  const { t } = useTranslation("admin");
  const style = styleOf(record.status);
  const type = t(`verifications.types.${record.organizationType}`, {
    defaultValue: record.organizationType.replaceAll("-", " "),
  });
  return (
    <li>
      <Card>
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-2">
          <div className="flex flex-col gap-1">
            <CardTitle as="h3" className="flex items-center gap-2">
              <span className="text-leaf-deep [&_svg]:size-5">{style.icon}</span>
              {record.organizationName}
            </CardTitle>
            <p className="text-ink-muted capitalize">
              {t("verifications.submitted", { type, date: adminDate(record.submittedAt, lng) })}
            </p>
          </div>
          <Badge variant={style.variant}>
            {t(`statuses.${record.status}`, { defaultValue: record.status.toUpperCase() })}
          </Badge>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <dl className="grid gap-1 sm:grid-cols-2">
            <Detail term={t("verifications.contact")}>
              {record.username ?? t("verifications.unknownUser")}
            </Detail>
            <Detail term={t("verifications.location")}>
              {record.location ?? t("verifications.noLocation")}
            </Detail>
            {record.registrationNumber ? (
              <Detail term={t("verifications.registrationNumber")}>
                {record.registrationNumber}
              </Detail>
            ) : null}
            <Detail term={t("verifications.userId")}>
              <code>{record.userId}</code>
            </Detail>
            {record.reviewedAt ? (
              <Detail term={t("verifications.reviewedAt")}>
                {adminDateTime(record.reviewedAt, lng)}
              </Detail>
            ) : null}
          </dl>
          {record.notes ? (
            <p className="rounded-lg bg-cream-deep p-3">
              <span className="font-semibold">{t("verifications.notes")}</span>{" "}
              {verificationNoteIn(t, record.notes)}
            </p>
          ) : null}
          {record.status === "pending" ? <ReviewForm record={record} /> : null}
        </CardContent>
      </Card>
    </li>
  );
}

export function VerificationList({
  pathname,
  verifications,
  lng,
}: {
  pathname: string;
  verifications: Awaited<ReturnType<typeof listVerifications>>;
  lng: Language;
}) {
  const { t } = useTranslation("admin");
  const heading = <h2 className="text-2xl">{t("verifications.heading")}</h2>;
  if (verifications.rows.length === 0) {
    return (
      <div className="flex flex-col gap-4">
        {heading}
        <p className="text-ink-muted">{t("verifications.none")}</p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {heading}
      <ul className="flex flex-col gap-4" aria-label={t("verifications.heading")}>
        {verifications.rows.map((record) => (
          <VerificationCard key={record.id} record={record} lng={lng} />
        ))}
      </ul>
      <PageLinks
        label={t("verifications.pages")}
        page={verifications.page}
        pages={verifications.pages}
        href={(page) => adminTabHref(pathname, "verifications", { page: String(page) })}
      />
    </div>
  );
}
