import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { getCurrentUser } from "~/accounts/current-user.server";
import { COMPLAINT_RETENTION_YEARS } from "~/complaints/complaint-retention.server";
import {
  appealDecisionLabels,
  appealDecisionOptions,
  COMPLAINT_EMAIL_MAX,
  COMPLAINT_MESSAGE_MAX,
  COMPLAINT_NAME_MAX,
  COMPLAINT_REFERENCE_PATTERN,
  COMPLAINT_URL_MAX,
  complaintKindLabels,
  complaintKindOptions,
  complaintMessages,
  complaintSchema,
} from "~/complaints/complaint-schema";
import { ComplaintError, fileComplaint } from "~/complaints/complaints.server";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { FormErrors } from "~/components/form-errors";
import { FieldErrorTemplate } from "~/components/forms/field-error-template";
import { enhanceFormChecks } from "~/components/forms/form-checks.enhance";
import formChecksScript from "~/components/forms/form-checks.island.ts?inline-script";
import { formChecks } from "~/components/forms/form-checks.server";
import { staticPage } from "~/components/hydration";
import { InlineScript, useEnhancer } from "~/components/inline-script";
import { pageMeta } from "~/components/seo";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { getLanguage } from "~/i18n/i18n.server";
import { complaintResponseTime } from "~/legal/complaint-response-time";
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
  return {
    appUrl: env.APP_URL,
    retentionYears: COMPLAINT_RETENTION_YEARS,
    accountable: {
      name: env.ONLINE_SAFETY_CONTACT_NAME,
      email: env.ONLINE_SAFETY_CONTACT_EMAIL,
    },
    // Only a reference of our own shape is echoed back: nothing else from the address is shown.
    sentReference: sent && COMPLAINT_REFERENCE_PATTERN.test(sent) ? sent : null,
    checks: formChecks(complaintSchema),
    defaults: {
      ...(user ? { name: user.profile.username, email: user.email } : {}),
      ...(kind === "appeal" ? { kind } : {}),
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const submission = parseWithZod(await readForm(request), { schema: complaintSchema });
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
    return data(
      { result: submission.reply({ formErrors: [error.message] }) },
      { status: error.status },
    );
  }
}

export const headers = publicPageHeaders;

export const handle = staticPage;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: "Complaints and appeals",
    description:
      "Complain about content on Glut or how we keep people safe, or appeal a moderation decision.",
    path: PATH,
    appUrl: loaderData?.appUrl ?? "",
  });

type ComplaintField = "kind" | "decision" | "contentUrl" | "name" | "email" | "message";

export default function Complaints({ loaderData, actionData }: Route.ComponentProps) {
  const { appUrl, retentionYears, accountable, sentReference, checks, defaults } = loaderData;
  const navigation = useNavigation();
  const [form, fields] = useForm<Record<ComplaintField, string>>({
    id: "complaint",
    defaultValue: defaults,
    lastResult: navigation.state === "idle" ? actionData?.result : null,
  });
  const enhancer = useEnhancer<HTMLFormElement>(enhanceFormChecks);

  return (
    <Container className="flex max-w-3xl flex-col gap-8 py-10">
      <Breadcrumbs
        crumbs={[{ label: "Home", to: "/" }, { label: "Complaints" }]}
        appUrl={appUrl}
        currentPath={PATH}
      />
      <div className="flex flex-col gap-3">
        <h1 className="text-4xl">Complaints and appeals</h1>
        <p className="text-lg">
          Tell us about illegal or harmful content, about how we keep people safe or handle reports,
          or appeal a decision we made about your listing, post, message or account. You do not need
          to be signed in. We reply by email {complaintResponseTime}.
        </p>
        <p>
          If someone is in immediate danger, call 999. To report something you can see on Glut, you
          can also use the Report button beside it. {accountable.name} is accountable for how we
          handle complaints: <a href={`mailto:${accountable.email}`}>{accountable.email}</a>. Read
          how we moderate in our <Link to="/terms#moderation">terms</Link>.
        </p>
      </div>

      {sentReference ? (
        <Alert variant="success" role="status">
          <AlertTitle>{complaintMessages.sentTitle}</AlertTitle>
          <AlertDescription>{complaintMessages.sent(sentReference)}</AlertDescription>
        </Alert>
      ) : null}

      <FormErrors id={form.errorId} errors={form.errors} />
      <Form
        method="post"
        action={PATH}
        {...getFormProps(form)}
        key={enhancer.key}
        ref={enhancer.ref}
        data-checks={JSON.stringify(checks)}
        className="flex flex-col gap-5"
      >
        <FieldErrorTemplate />
        <Field label="What is your complaint about?" id={fields.kind.id} error={fields.kind.errors}>
          <NativeSelect {...getSelectProps(fields.kind)} key={fields.kind.key}>
            <option value="">Choose one</option>
            {complaintKindOptions.map((kind) => (
              <option key={kind} value={kind}>
                {complaintKindLabels[kind]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field
          label="For an appeal: which decision?"
          id={fields.decision.id}
          error={fields.decision.errors}
          hint="Leave this empty unless you are appealing. If your account is suspended, use the email address you signed in with."
        >
          <NativeSelect {...getSelectProps(fields.decision)} key={fields.decision.key}>
            <option value="">Not an appeal</option>
            {appealDecisionOptions.map((decision) => (
              <option key={decision} value={decision}>
                {appealDecisionLabels[decision]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field
          label="Link to the content (optional)"
          id={fields.contentUrl.id}
          error={fields.contentUrl.errors}
          hint="For example the address of the listing or forum post."
        >
          <Input
            {...getInputProps(fields.contentUrl, { type: "text" })}
            inputMode="url"
            maxLength={COMPLAINT_URL_MAX}
          />
        </Field>
        <Field label="Your name" id={fields.name.id} error={fields.name.errors}>
          <Input
            {...getInputProps(fields.name, { type: "text" })}
            autoComplete="name"
            maxLength={COMPLAINT_NAME_MAX}
          />
        </Field>
        <Field
          label="Your email"
          id={fields.email.id}
          error={fields.email.errors}
          hint="We send your reference and our answer here."
        >
          <Input
            {...getInputProps(fields.email, { type: "email" })}
            autoComplete="email"
            maxLength={COMPLAINT_EMAIL_MAX}
          />
        </Field>
        <Field label="Your complaint" id={fields.message.id} error={fields.message.errors}>
          <Textarea
            {...getTextareaProps(fields.message)}
            rows={7}
            maxLength={COMPLAINT_MESSAGE_MAX}
          />
        </Field>
        <p className="text-ink-muted">
          We use what you send only to handle your complaint, and keep it for {retentionYears} years
          (see our <Link to="/privacy#complaints">privacy notice</Link>).
        </p>
        <Button type="submit" size="lg" className="self-start">
          Send complaint
        </Button>
      </Form>
      <InlineScript code={formChecksScript} />
    </Container>
  );
}
