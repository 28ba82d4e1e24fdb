import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { BadgeCheck, Clock, ShieldAlert } from "lucide-react";
import { Form } from "react-router";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import type { VerificationStatus } from "./accounts.table";
import { verificationApplicationSchema } from "./dashboard-schemas";
import { OrganisationTypeOptions } from "./organisation-type-options";

/** The organisation's latest application as the dashboard shows it. */
export interface VerificationView {
  organizationName: string;
  organizationType: string;
  registrationNumber: string | null;
  verificationStatus: VerificationStatus;
  verificationDetails: string | null;
  /** Already written out as a UK date. */
  submittedAt: string;
}

export function VerificationBanner({ verification }: { verification: VerificationView | null }) {
  if (verification?.verificationStatus === "approved") {
    return (
      <Alert variant="success" icon={<BadgeCheck aria-hidden="true" />}>
        <AlertTitle className="flex flex-wrap items-center gap-2">
          {verification.organizationName} is verified <Badge variant="success">FREE ACCESS</Badge>
        </AlertTitle>
        <AlertDescription>Your organisation uses Glut free of charge.</AlertDescription>
      </Alert>
    );
  }
  if (verification?.verificationStatus === "pending") {
    return (
      <Alert variant="info" icon={<Clock aria-hidden="true" />}>
        <AlertTitle>Verification pending</AlertTitle>
        <AlertDescription>
          We received {verification.organizationName}’s application on {verification.submittedAt}
          {verification.verificationDetails ? ` (${verification.verificationDetails})` : ""}. An
          administrator checks every organisation by hand, usually within 1-2 business days.
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <Alert variant="error" icon={<ShieldAlert aria-hidden="true" />}>
      <AlertTitle>
        {verification?.verificationStatus === "rejected"
          ? "Verification rejected"
          : verification
            ? "Verification could not go ahead"
            : "Your organisation is not verified yet"}
      </AlertTitle>
      <AlertDescription>
        {verification?.verificationDetails ? <p>{verification.verificationDetails}</p> : null}
        <p>Check your details and send a new application.</p>
        <ReapplyForm verification={verification} />
      </AlertDescription>
    </Alert>
  );
}

function ReapplyForm({ verification }: { verification: VerificationView | null }) {
  const [form, fields] = useForm({
    id: "reapply",
    defaultValue: {
      organizationName: verification?.organizationName,
      organizationType: verification?.organizationType,
      registrationNumber: verification?.registrationNumber ?? undefined,
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: verificationApplicationSchema }),
    shouldValidate: "onBlur",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-4 flex flex-col gap-4 text-ink">
      <Field
        label="Organisation name"
        id={fields.organizationName.id}
        error={fields.organizationName.errors}
      >
        <Input {...getInputProps(fields.organizationName, { type: "text" })} />
      </Field>
      <Field
        label="Organisation type"
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
        label="Registration number"
        id={fields.registrationNumber.id}
        error={fields.registrationNumber.errors}
      >
        <Input {...getInputProps(fields.registrationNumber, { type: "text" })} />
      </Field>
      <div>
        <Button type="submit" name="intent" value="reapply">
          Send new application
        </Button>
      </div>
    </Form>
  );
}
