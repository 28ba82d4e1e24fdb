import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Trans, useTranslation } from "react-i18next";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { getCurrentUser } from "~/accounts/current-user.server";
import { COMPLAINT_RETENTION_YEARS } from "~/complaints/complaint-retention.server";
import {
  appealDecisionLabelIn,
  appealDecisionOptions,
  COMPLAINT_EMAIL_MAX,
  COMPLAINT_MESSAGE_MAX,
  COMPLAINT_NAME_MAX,
  COMPLAINT_REFERENCE_PATTERN,
  COMPLAINT_URL_MAX,
  complaintFormMessagesFor,
  complaintKindOptions,
  complaintSchemaFor,
} from "~/complaints/complaint-schema";
import { ComplaintError, fileComplaint } from "~/complaints/complaints.server";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { FormErrors } from "~/components/form-errors";
import { FieldErrorTemplate } from "~/components/forms/field-error-template";
import formChecksScript from "~/components/forms/form-checks.island.ts?inline-script";
import { formChecks } from "~/components/forms/form-checks.server";
import { staticPage } from "~/components/hydration";
import { InlineScript } from "~/components/inline-script";
import { pageMeta } from "~/components/seo";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { getI18n, getLanguage } from "~/i18n/i18n.server";
import { shellMessage } from "~/i18n/meta-messages";
import { COMPLAINT_RESPONSE_WORKING_DAYS } from "~/legal/complaint-response-time";
import { clientIpContext, getServices } from "~/server/context.server";
import { readForm } from "~/server/forms/read-form.server";
import { publicPageHeaders } from "~/server/public-page-headers";
import type { Route } from "./+types/complaints";

// /complaints (decision 0075): complaints about content or about how Glut meets its Online
// Safety Act duties, and appeals against moderation. Anyone may use it, signed in or not: a
// suspended member cannot sign in. A plain form, checked in the browser from its schema by a
// small inline script (decision 0066); after sending, the page shows the reference.

const PATH = "/complaints";

export function loader({ context, url }: Route.LoaderArgs) {
  const { env } = getServices(context);
  const user = getCurrentUser(context);
  const sent = url.searchParams.get("reference");
  const kind = url.searchParams.get("kind");
  const lng = getLanguage(context);
  const t = getI18n(context).getFixedT(null, "support");
  const reference = sent && COMPLAINT_REFERENCE_PATTERN.test(sent) ? sent : null;
  return {
    lng,
    title: t("complaints.title"),
    description: t("complaints.description"),
    sent: reference
      ? {
          title: t("complaints.forms.sentTitle"),
          text: complaintFormMessagesFor(t).sent(reference),
        }
      : null,
    appUrl: env.APP_URL,
    retentionYears: COMPLAINT_RETENTION_YEARS,
    accountable: {
      name: env.ONLINE_SAFETY_CONTACT_NAME,
      email: env.ONLINE_SAFETY_CONTACT_EMAIL,
    },
    // Only a reference of our own shape is echoed back: nothing else from the address is shown.
    sentReference: reference,
    checks: formChecks(complaintSchemaFor(t)),
    defaults: {
      ...(user ? { name: user.profile.username, email: user.email } : {}),
      ...(kind === "appeal" ? { kind } : {}),
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const t = getI18n(context).getFixedT(null, "support");
  const words = complaintFormMessagesFor(t);
  const submission = parseWithZod(await readForm(request, context), {
    schema: complaintSchemaFor(t),
  });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  try {
    const { reference } = await fileComplaint(services, submission.value, {
      clientAddress: context.get(clientIpContext),
      user: getCurrentUser(context),
      language: getLanguage(context),
    });
    // Post-redirect-get: a reload cannot send the complaint twice.
    return redirect(`${PATH}?reference=${reference}`);
  } catch (error) {
    if (!(error instanceof ComplaintError)) throw error;
    // The refusals a sender can meet, in the page's language.
    const refusal = error.status === 429 ? words.rateLimited : words.failed;
    return data({ result: submission.reply({ formErrors: [refusal] }) }, { status: error.status });
  }
}

export const headers = publicPageHeaders;

export const handle = staticPage;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta({
    title:
      loaderData?.title ??
      shellMessage(matches, "pageTitles.complaintsAndAppeals") ??
      "Complaints and appeals",
    description: loaderData?.description ?? "",
    path: PATH,
    appUrl: loaderData?.appUrl ?? "",
    lng: loaderData?.lng,
  });

type ComplaintField = "kind" | "decision" | "contentUrl" | "name" | "email" | "message";

export default function Complaints({ loaderData, actionData }: Route.ComponentProps) {
  const { appUrl, retentionYears, accountable, sent, checks, defaults } = loaderData;
  const { t } = useTranslation("support");
  const navigation = useNavigation();
  const [form, fields] = useForm<Record<ComplaintField, string>>({
    id: "complaint",
    defaultValue: defaults,
    lastResult: navigation.state === "idle" ? actionData?.result : null,
  });

  return (
    <Container className="flex max-w-3xl flex-col gap-8 py-10">
      <Breadcrumbs
        crumbs={[{ label: t("contact.home"), to: "/" }, { label: t("complaints.crumb") }]}
        appUrl={appUrl}
        currentPath={PATH}
      />
      <div className="flex flex-col gap-3">
        <h1 className="text-4xl">{t("complaints.title")}</h1>
        <p className="text-lg">{t("complaints.lead", { days: COMPLAINT_RESPONSE_WORKING_DAYS })}</p>
        <p>
          <Trans
            t={t}
            i18nKey="complaints.danger"
            values={{ name: accountable.name, email: accountable.email }}
            components={[
              <a key="email" href={`mailto:${accountable.email}`}>
                {accountable.email}
              </a>,
              <Link key="terms" to="/terms#moderation" />,
            ]}
          />
        </p>
      </div>

      {sent ? (
        <Alert variant="success" role="status">
          <AlertTitle>{sent.title}</AlertTitle>
          <AlertDescription>{sent.text}</AlertDescription>
        </Alert>
      ) : null}

      <FormErrors id={form.errorId} errors={form.errors} />
      <Form
        method="post"
        action={PATH}
        {...getFormProps(form)}
        data-checks={JSON.stringify(checks)}
        className="flex flex-col gap-5"
      >
        <FieldErrorTemplate />
        <Field label={t("complaints.kind")} id={fields.kind.id} error={fields.kind.errors}>
          <NativeSelect {...getSelectProps(fields.kind)} key={fields.kind.key}>
            <option value="">{t("complaints.chooseOne")}</option>
            {complaintKindOptions.map((kind) => (
              <option key={kind} value={kind}>
                {t(`email:complaint.kinds.${kind}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field
          label={t("complaints.decision")}
          id={fields.decision.id}
          error={fields.decision.errors}
          hint={t("complaints.decisionHint")}
        >
          <NativeSelect {...getSelectProps(fields.decision)} key={fields.decision.key}>
            <option value="">{t("complaints.notAnAppeal")}</option>
            {appealDecisionOptions.map((decision) => (
              <option key={decision} value={decision}>
                {appealDecisionLabelIn(t, decision)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field
          label={t("complaints.contentUrl")}
          id={fields.contentUrl.id}
          error={fields.contentUrl.errors}
          hint={t("complaints.contentUrlHint")}
        >
          <Input
            {...getInputProps(fields.contentUrl, { type: "text" })}
            inputMode="url"
            maxLength={COMPLAINT_URL_MAX}
          />
        </Field>
        <Field label={t("complaints.name")} id={fields.name.id} error={fields.name.errors}>
          <Input
            {...getInputProps(fields.name, { type: "text" })}
            autoComplete="name"
            maxLength={COMPLAINT_NAME_MAX}
          />
        </Field>
        <Field
          label={t("complaints.email")}
          id={fields.email.id}
          error={fields.email.errors}
          hint={t("complaints.emailHint")}
        >
          <Input
            {...getInputProps(fields.email, { type: "email" })}
            autoComplete="email"
            maxLength={COMPLAINT_EMAIL_MAX}
          />
        </Field>
        <Field label={t("complaints.message")} id={fields.message.id} error={fields.message.errors}>
          <Textarea
            {...getTextareaProps(fields.message)}
            rows={7}
            maxLength={COMPLAINT_MESSAGE_MAX}
          />
        </Field>
        <p className="text-ink-muted">
          <Trans
            t={t}
            i18nKey="complaints.privacy"
            values={{ years: retentionYears }}
            components={[<Link key="privacy" to="/privacy#complaints" />]}
          />
        </p>
        <Button type="submit" size="lg" className="self-start">
          {t("complaints.send")}
        </Button>
      </Form>
      <InlineScript code={formChecksScript} />
    </Container>
  );
}
