import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Clock, Mail, Send, ShieldCheck } from "lucide-react";
import { Trans, useTranslation } from "react-i18next";
import { data, Form, Link, useNavigation } from "react-router";
import { getCurrentUser } from "~/accounts/current-user.server";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { CharacterCounter } from "~/components/character-counter";
import { FieldErrorTemplate } from "~/components/forms/field-error-template";
import { formChecks } from "~/components/forms/form-checks.server";
import { staticPage } from "~/components/hydration";
import { InlineScript } from "~/components/inline-script";
import { pageMeta } from "~/components/seo";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { sendContactMessage } from "~/contact/contact.server";
import contactFormScript from "~/contact/contact-form.island.ts?inline-script";
import { CONTACT_REQUEST_RETENTION_YEARS } from "~/contact/contact-retention.server";
import {
  CONTACT_EMAIL_MAX_LENGTH,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  type ContactFormMessages,
  type ContactInput,
  contactMessagesFor,
  contactSchemaFor,
  hasEmptyField,
} from "~/contact/contact-schema";
import { getI18n, getLanguage } from "~/i18n/i18n.server";
import { shellMessage } from "~/i18n/meta-messages";
import { clientIpContext, getServices } from "~/server/context.server";
import { readForm } from "~/server/forms/read-form.server";
import { publicPageHeaders } from "~/server/public-page-headers";
import type { Route } from "./+types/contact";

const PATH = "/contact";

interface Notice {
  type: "success" | "error";
  title: string;
  description: string;
}

/** The form's notices in the words of the page's language. */
const noticesIn = (words: ContactFormMessages) =>
  ({
    required: { type: "error", title: words.requiredTitle, description: words.required },
    failed: { type: "error", title: words.failedTitle, description: words.failed },
    rateLimited: { type: "error", title: words.failedTitle, description: words.rateLimited },
    sent: { type: "success", title: words.sentTitle, description: words.sent },
  }) as const satisfies Record<string, Notice>;

const supportT = (context: Route.LoaderArgs["context"]) =>
  getI18n(context).getFixedT(null, "support");

export function loader({ context }: Route.LoaderArgs) {
  const { env } = getServices(context);
  const user = getCurrentUser(context);
  const lng = getLanguage(context);
  const t = supportT(context);
  return {
    lng,
    title: t("contact.title"),
    description: t("contact.description"),
    required: noticesIn(contactMessagesFor(t)).required,
    appUrl: env.APP_URL,
    contactEmail: env.CONTACT_EMAIL,
    retentionYears: CONTACT_REQUEST_RETENTION_YEARS,
    // Signed in, the form starts with who they are; they may still change either.
    defaults: user ? { name: user.profile.username, email: user.email } : {},
    checks: formChecks(contactSchemaFor(t)),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const formData = await readForm(request, context);
  const t = supportT(context);
  const words = contactMessagesFor(t);
  const notices = noticesIn(words);
  const submission = parseWithZod(formData, { schema: contactSchemaFor(t) });
  if (submission.status !== "success") {
    const notice: Notice | null = hasEmptyField(submission.error, words) ? notices.required : null;
    return data({ result: submission.reply(), notice }, { status: 400 });
  }

  const sent = await sendContactMessage(services, submission.value, {
    clientAddress: context.get(clientIpContext),
    userId: getCurrentUser(context)?.id ?? null,
    language: getLanguage(context),
  });
  if (!sent.ok) {
    const limited = sent.reason === "rate-limited";
    return data(
      { result: submission.reply(), notice: limited ? notices.rateLimited : notices.failed },
      { status: limited ? 429 : 500 },
    );
  }
  // Post-redirect-get: the notice travels in the toast cookie and a reload cannot send the
  // message twice.
  return services.toasts.redirect(PATH, notices.sent);
}

export const headers = publicPageHeaders;

// Sent without React: a plain post, checked in the browser by a small inline script built from
// the schema's own checks, and again on the server (decision 0066).
export const handle = staticPage;

function NoticeAlert({
  notice,
  ...props
}: { notice: Notice } & Omit<React.ComponentProps<typeof Alert>, "variant">) {
  return (
    <Alert variant={notice.type === "success" ? "success" : "error"} {...props}>
      <AlertTitle>{notice.title}</AlertTitle>
      <AlertDescription>{notice.description}</AlertDescription>
    </Alert>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta({
    title: loaderData?.title ?? shellMessage(matches, "pageTitles.contact") ?? "Contact us",
    description: loaderData?.description ?? "",
    path: PATH,
    appUrl: loaderData?.appUrl ?? "",
    lng: loaderData?.lng,
  });

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { appUrl, contactEmail, retentionYears, defaults, checks, required } = loaderData;
  const { t } = useTranslation("support");
  const navigation = useNavigation();
  const [form, fields] = useForm<ContactInput>({
    id: "contact",
    defaultValue: defaults,
    lastResult: navigation.state === "idle" ? actionData?.result : null,
  });
  const notice: Notice | null = actionData?.notice ?? null;
  const messageLength = typeof fields.message.value === "string" ? fields.message.value.length : 0;
  const counterId = `${fields.message.id}-counter`;

  return (
    <Container className="flex flex-col gap-8 py-10">
      <Breadcrumbs
        crumbs={[{ label: t("contact.home"), to: "/" }, { label: t("contact.crumb") }]}
        appUrl={appUrl}
        currentPath={PATH}
      />
      <div className="flex max-w-prose flex-col gap-3">
        <h1 className="text-4xl">{t("contact.title")}</h1>
        <p className="text-lg">{t("contact.lead")}</p>
      </div>

      <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
        <Card>
          <CardHeader>
            <CardTitle as="h2">{t("contact.formTitle")}</CardTitle>
          </CardHeader>
          <CardContent>
            {notice ? (
              <NoticeAlert notice={notice} className="mb-5" />
            ) : (
              <NoticeAlert notice={required} className="mb-5" hidden data-required-notice="" />
            )}
            <Form
              method="post"
              action={PATH}
              {...getFormProps(form)}
              data-checks={JSON.stringify(checks)}
              className="flex flex-col gap-5"
            >
              <FieldErrorTemplate />
              <Field label={t("contact.name")} id={fields.name.id} error={fields.name.errors}>
                <Input
                  {...getInputProps(fields.name, { type: "text" })}
                  autoComplete="name"
                  maxLength={CONTACT_NAME_MAX_LENGTH}
                />
              </Field>
              <Field label={t("contact.email")} id={fields.email.id} error={fields.email.errors}>
                <Input
                  {...getInputProps(fields.email, { type: "email" })}
                  autoComplete="email"
                  maxLength={CONTACT_EMAIL_MAX_LENGTH}
                />
              </Field>
              <div className="flex flex-col gap-1.5">
                <Field
                  label={t("contact.message")}
                  id={fields.message.id}
                  error={fields.message.errors}
                >
                  <Textarea
                    {...getTextareaProps(fields.message, { ariaDescribedBy: counterId })}
                    rows={7}
                    maxLength={CONTACT_MESSAGE_MAX_LENGTH}
                    placeholder={t("contact.placeholder")}
                  />
                </Field>
                <CharacterCounter
                  id={counterId}
                  length={messageLength}
                  max={CONTACT_MESSAGE_MAX_LENGTH}
                />
              </div>
              {/* Usable before the page's script runs, which holds it until every field has
                  something in it; the server checks either way. */}
              <Button type="submit" size="lg" className="self-start">
                <Send aria-hidden="true" />
                {t("contact.send")}
              </Button>
            </Form>
            <InlineScript code={contactFormScript} />
          </CardContent>
        </Card>

        <aside aria-labelledby="contact-other-ways" className="flex flex-col gap-5">
          <h2 id="contact-other-ways" className="text-2xl">
            {t("contact.goodToKnow")}
          </h2>
          <ul className="flex flex-col gap-4">
            <li className="flex gap-3">
              <Clock aria-hidden="true" className="mt-1 size-5 shrink-0 text-leaf" />
              <p>{t("contact.reply")}</p>
            </li>
            <li className="flex gap-3">
              <Mail aria-hidden="true" className="mt-1 size-5 shrink-0 text-leaf" />
              <p>
                <Trans
                  t={t}
                  i18nKey="contact.preferEmail"
                  values={{ email: contactEmail }}
                  components={[
                    <a key="email" href={`mailto:${contactEmail}`}>
                      {contactEmail}
                    </a>,
                  ]}
                />
              </p>
            </li>
            <li className="flex gap-3">
              <ShieldCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-leaf" />
              <p>
                <Trans
                  t={t}
                  i18nKey="contact.privacy"
                  values={{ years: retentionYears }}
                  components={[<Link key="privacy" to="/privacy" />]}
                />
              </p>
            </li>
          </ul>
          <p>
            <Trans
              t={t}
              i18nKey="contact.lookingFor"
              components={[
                <Link key="how" to="/how-it-works" />,
                <Link key="sitemap" to="/sitemap" />,
              ]}
            />
          </p>
        </aside>
      </div>
    </Container>
  );
}
