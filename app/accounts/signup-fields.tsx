import { type FieldMetadata, getInputProps, getSelectProps } from "@conform-to/react";
import { Building2, User } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Checkbox } from "~/components/ui/checkbox";
import { cn } from "~/components/ui/cn";
import { Field, FieldError } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import { OrganisationTypeOptions } from "./organisation-type-options";
import type { AccountType } from "./signup-schema";

// The larger parts of the sign-up form, which the route puts together.

/** Personal or organisation: two radio buttons drawn as a switch, usable without JavaScript. */
export function AccountTypeChoice({
  name,
  accountType,
}: {
  name: string;
  accountType: AccountType;
}) {
  const { t } = useTranslation("accounts");
  return (
    <fieldset>
      <legend className="mb-2 font-semibold text-ink">{t("signup.joiningAs")}</legend>
      <div className="grid grid-cols-2 gap-2">
        {(
          [
            ["personal", t("signup.personal"), User],
            ["organization", t("signup.organisation"), Building2],
          ] as const
        ).map(([value, label, Icon]) => (
          <label
            key={value}
            className={cn(
              "flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-full border-2 px-4 font-semibold",
              "has-checked:border-leaf has-checked:bg-leaf-soft has-checked:text-leaf-deep",
              "border-line bg-card text-ink has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-leaf-deep",
            )}
          >
            <input
              type="radio"
              name={name}
              value={value}
              id={`account-type-${value}`}
              className="sr-only"
              defaultChecked={accountType === value}
            />
            <Icon aria-hidden="true" className="size-5" />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The organisation's name, type and registration number, shown once "Organisation" is chosen. */
export function OrganisationFields({
  organizationName,
  organizationType,
  registrationNumber,
  shown,
  needsNumber,
}: {
  organizationName: FieldMetadata<string>;
  organizationType: FieldMetadata<string>;
  registrationNumber: FieldMetadata<string>;
  shown: boolean;
  /** Whether the type first shown needs a number; the page's script follows later changes. */
  needsNumber: boolean;
}) {
  const { t } = useTranslation("accounts");
  // CSS shows these once "Organisation" is chosen.
  return (
    <fieldset
      className={cn(
        "flex-col gap-5 rounded-card border border-line bg-cream p-4",
        shown ? "flex" : "hidden",
        "group-has-[#account-type-organization:checked]:flex",
      )}
    >
      <legend className="px-1 font-semibold text-soil">{t("signup.yourOrganisation")}</legend>
      <Field
        label={t("signup.organisationName")}
        id={organizationName.id}
        error={organizationName.errors}
      >
        <Input {...getInputProps(organizationName, { type: "text" })} autoComplete="organization" />
      </Field>
      <Field
        label={t("signup.organisationType")}
        id={organizationType.id}
        error={organizationType.errors}
      >
        <NativeSelect {...getSelectProps(organizationType)}>
          <option value="">{t("signup.chooseType")}</option>
          <OrganisationTypeOptions />
        </NativeSelect>
      </Field>
      <Field
        label={
          <>
            <span data-number-needed="true" hidden={!needsNumber}>
              {t("signup.registrationNumber")}
            </span>
            <span data-number-needed="false" hidden={needsNumber}>
              {t("signup.registrationNumberIfAny")}
            </span>
          </>
        }
        id={registrationNumber.id}
        error={registrationNumber.errors}
        hint={t("signup.registrationHint")}
      >
        <Input {...getInputProps(registrationNumber, { type: "text" })} />
      </Field>
      <p className="text-ink-muted">{t("signup.checkedByHand")}</p>
    </fieldset>
  );
}

type ConsentField = {
  name: string;
  id: string;
  errorId: string;
  errors?: string[];
  initialValue?: unknown;
};

/** What a person agrees to before joining; the first three are required by the schema. */
export function SignupConsentFields({
  termsAccepted,
  privacyAccepted,
  ageConfirmed,
  marketingConsent,
}: {
  termsAccepted: ConsentField;
  privacyAccepted: ConsentField;
  ageConfirmed: ConsentField;
  marketingConsent: ConsentField;
}) {
  const { t } = useTranslation("accounts");
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-semibold text-ink">{t("signup.beforeYouJoin")}</legend>
      <ConsentBox field={termsAccepted}>
        {t("signup.agreeTo")} <Link to="/terms">{t("common:nav.terms")}</Link>
      </ConsentBox>
      <ConsentBox field={privacyAccepted}>
        {t("signup.agreeTo")} <Link to="/privacy">{t("common:nav.privacy")}</Link>
      </ConsentBox>
      <ConsentBox field={ageConfirmed}>{t("signup.ageConfirmed")}</ConsentBox>
      <ConsentBox field={marketingConsent}>{t("signup.marketing")}</ConsentBox>
    </fieldset>
  );
}

function ConsentBox({ field, children }: { field: ConsentField; children: React.ReactNode }) {
  return (
    <div>
      <label className="inline-flex min-h-11 items-start gap-3 py-2">
        <Checkbox
          name={field.name}
          id={field.id}
          value="on"
          defaultChecked={field.initialValue === "on"}
          aria-invalid={field.errors?.length ? true : undefined}
          aria-describedby={field.errors?.length ? field.errorId : undefined}
          className="mt-0.5"
        />
        <span>{children}</span>
      </label>
      <FieldError id={field.errorId}>{field.errors?.join(" ")}</FieldError>
    </div>
  );
}
