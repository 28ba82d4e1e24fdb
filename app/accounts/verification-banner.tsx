import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { BadgeCheck, Clock, ShieldAlert } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { FieldErrorTemplate } from "~/components/forms/field-error-template";
import type { FormChecks } from "~/components/forms/form-checks";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import type { VerificationStatus } from "./accounts.table";
import { verificationApplicationSchemaFor } from "./dashboard-schemas";
import { OrganisationTypeOptions } from "./organisation-type-options";

/** The organisation's latest application as the dashboard shows it. */
export interface VerificationView {
  organizationName: string;
  organizationType: string;
  registrationNumber: string | null;
  verificationStatus: VerificationStatus;
  /** In the page's language when it is the number check's own wording. */
  verificationDetails: string | null;
  /** Already written out as a UK date, in the page's language. */
  submittedAt: string;
}

/** The reapply form's server answer and its checks for a static page (decisions 0066, 0105). */
export interface ReapplyFormState {
  lastResult?: SubmissionResult<string[]>;
  checks?: FormChecks;
}

export function VerificationBanner({
  verification,
  reapply = {},
}: {
  verification: VerificationView | null;
  reapply?: ReapplyFormState;
}) {
  const { t } = useTranslation("accounts");
  if (verification?.verificationStatus === "approved") {
    return (
      <Alert variant="success" icon={<BadgeCheck aria-hidden="true" />}>
        <AlertTitle className="flex flex-wrap items-center gap-2">
          {t("verification.verified", { organisation: verification.organizationName })}{" "}
          <Badge variant="success">{t("verification.freeAccess")}</Badge>
        </AlertTitle>
        <AlertDescription>{t("verification.free")}</AlertDescription>
      </Alert>
    );
  }
  if (verification?.verificationStatus === "pending") {
    return (
      <Alert variant="info" icon={<Clock aria-hidden="true" />}>
        <AlertTitle>{t("verification.pendingTitle")}</AlertTitle>
        <AlertDescription>
          {verification.verificationDetails
            ? t("verification.pendingWithDetails", {
                organisation: verification.organizationName,
                date: verification.submittedAt,
                details: verification.verificationDetails,
              })
            : t("verification.pending", {
                organisation: verification.organizationName,
                date: verification.submittedAt,
              })}
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <Alert variant="error" icon={<ShieldAlert aria-hidden="true" />}>
      <AlertTitle>
        {verification?.verificationStatus === "rejected"
          ? t("verification.rejected")
          : verification
            ? t("verification.failed")
            : t("verification.notVerified")}
      </AlertTitle>
      <AlertDescription>
        {verification?.verificationDetails ? <p>{verification.verificationDetails}</p> : null}
        <p>{t("verification.checkDetails")}</p>
        <ReapplyForm verification={verification} {...reapply} />
      </AlertDescription>
    </Alert>
  );
}

function ReapplyForm({
  verification,
  lastResult,
  checks,
}: { verification: VerificationView | null } & ReapplyFormState) {
  const { t } = useTranslation("accounts");
  const schema = useMemo(() => verificationApplicationSchemaFor(t), [t]);
  const [form, fields] = useForm({
    id: "reapply",
    lastResult,
    defaultValue: {
      organizationName: verification?.organizationName,
      organizationType: verification?.organizationType,
      registrationNumber: verification?.registrationNumber ?? undefined,
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onBlur",
  });
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      data-checks={checks ? JSON.stringify(checks) : undefined}
      className="mt-4 flex flex-col gap-4 text-ink"
    >
      {checks ? <FieldErrorTemplate /> : null}
      <Field
        label={t("signup.organisationName")}
        id={fields.organizationName.id}
        error={fields.organizationName.errors}
      >
        <Input {...getInputProps(fields.organizationName, { type: "text" })} />
      </Field>
      <Field
        label={t("signup.organisationType")}
        id={fields.organizationType.id}
        error={fields.organizationType.errors}
      >
        <NativeSelect
          name={fields.organizationType.name}
          defaultValue={fields.organizationType.initialValue}
        >
          <OrganisationTypeOptions />
        </NativeSelect>
      </Field>
      <Field
        label={t("signup.registrationNumber")}
        id={fields.registrationNumber.id}
        error={fields.registrationNumber.errors}
      >
        <Input {...getInputProps(fields.registrationNumber, { type: "text" })} />
      </Field>
      <div>
        <Button
          type="submit"
          name="intent"
          value="reapply"
          data-submitting={t("verifyEmail.sending")}
        >
          {t("verification.sendNew")}
        </Button>
      </div>
    </Form>
  );
}
