import {
  type FieldMetadata,
  getFormProps,
  getInputProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { ArrowLeft, Download, Trash2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import {
  accountHasPassword,
  DELETE_PASSWORD_LIMIT,
  deleteAccount,
  verifyAccountPassword,
} from "~/accounts/account-deletion.server";
import { callAuth, headersWithCookies } from "~/accounts/auth-endpoint.server";
import { requireUser } from "~/accounts/current-user.server";
import { consumeRateLimit } from "~/accounts/form-rate-limit.server";
import { changePasswordSchema } from "~/accounts/password-schemas";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Checkbox } from "~/components/ui/checkbox";
import { Container } from "~/components/ui/container";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { Field, FieldError } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { useHydrated } from "~/components/use-hydrated";
import { getServices } from "~/server/context.server";
import { redirectWithToast, toastHeaders } from "~/server/toast.server";
import type { Route } from "./+types/account-settings";

const CONFIRMATION_WORD = "DELETE";
const WRONG_PASSWORD = "That is not your password. Your account has not been deleted.";
const TOO_MANY_TRIES =
  "Too many tries. Please wait a quarter of an hour and try again. Your account has not been deleted.";
/** better-auth's message when the current password is wrong: shown beside that field. */
const BETTER_AUTH_INVALID_PASSWORD = "Invalid password";
const CHANGE_FAILED = "We could not change your password. Please try again.";

const NOT_UNDERSTOOD = "Tick the box to confirm you understand this cannot be undone";
// Not `.optional().refine(…)`: Zod 4 skips that check when the box is absent from the form.
const understood = z
  .boolean({ error: NOT_UNDERSTOOD })
  .refine((value) => value === true, { message: NOT_UNDERSTOOD });

/** Deleting needs the password again, or for an account without one, the word DELETE. */
function deleteAccountSchema(hasPassword: boolean) {
  return z.object({
    password: hasPassword
      ? z.string({ error: "Enter your password to confirm" })
      : z.string().optional(),
    confirmText: hasPassword
      ? z.string().optional()
      : z
          .string({ error: `Type ${CONFIRMATION_WORD} to confirm` })
          .trim()
          .refine((value) => value === CONFIRMATION_WORD, {
            message: `Type ${CONFIRMATION_WORD}, in capital letters, to confirm`,
          }),
    understood,
  });
}

type Intent = "change-password" | "delete-account";
type ActionResult = { intent: Intent; result: SubmissionResult<string[]> };

export async function loader({ context, url }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  const { db } = getServices(context);
  return { email: user.email, hasPassword: await accountHasPassword(db, user.id) };
}

// Every change here is to the signed-in person's own account: the user comes from the session,
// never from the form.
export async function action({ request, context, url }: Route.ActionArgs) {
  const user = requireUser(context, url);
  const services = getServices(context);
  const formData = await request.formData();
  const intent = formData.get("intent");

  if (intent === "change-password") {
    const hideFields = ["currentPassword", "password", "confirmPassword"];
    const submission = parseWithZod(formData, { schema: changePasswordSchema });
    if (submission.status !== "success") {
      return data({ intent, result: submission.reply({ hideFields }) } satisfies ActionResult, {
        status: 400,
      });
    }
    const result = await callAuth(context, request, "/change-password", {
      currentPassword: submission.value.currentPassword,
      newPassword: submission.value.password,
      revokeOtherSessions: true,
    });
    if (!result.ok) {
      const message = result.message ?? CHANGE_FAILED;
      const reply =
        message === BETTER_AUTH_INVALID_PASSWORD
          ? submission.reply({ fieldErrors: { currentPassword: [message] }, hideFields })
          : submission.reply({ formErrors: [message], hideFields });
      return data({ intent, result: reply } satisfies ActionResult, {
        status: result.status === 429 ? 429 : 400,
        headers: headersWithCookies(result.setCookies),
      });
    }
    const toast = await toastHeaders(services.env.BETTER_AUTH_SECRET, {
      type: "success",
      title: "Password changed",
      description: "You are still signed in here and have been signed out everywhere else.",
    });
    return data({ intent, result: submission.reply({ resetForm: true }) } satisfies ActionResult, {
      headers: headersWithCookies(result.setCookies, toast),
    });
  }

  if (intent === "delete-account") {
    const hasPassword = await accountHasPassword(services.db, user.id);
    const submission = parseWithZod(formData, { schema: deleteAccountSchema(hasPassword) });
    if (submission.status !== "success") {
      return data(
        { intent, result: submission.reply({ hideFields: ["password"] }) } satisfies ActionResult,
        { status: 400 },
      );
    }
    if (
      hasPassword &&
      !(await consumeRateLimit(services.db, `delete-account:${user.id}`, DELETE_PASSWORD_LIMIT))
    ) {
      return data(
        {
          intent,
          result: submission.reply({
            formErrors: [TOO_MANY_TRIES],
            hideFields: ["password"],
          }),
        } satisfies ActionResult,
        { status: 429 },
      );
    }
    if (
      hasPassword &&
      !(await verifyAccountPassword(services, user.id, submission.value.password ?? ""))
    ) {
      return data(
        {
          intent,
          result: submission.reply({
            fieldErrors: { password: [WRONG_PASSWORD] },
            hideFields: ["password"],
          }),
        } satisfies ActionResult,
        { status: 400 },
      );
    }
    await deleteAccount(services, user.id, services.accountSteps.deletion);
    // The session rows went with the account; better-auth's sign-out still clears its cookies.
    const signOut = await callAuth(context, request, "/sign-out", {});
    return redirectWithToast(
      services.env.BETTER_AUTH_SECRET,
      "/",
      {
        type: "success",
        title: "Your account has been deleted",
        description: "Everything it held has gone. Thank you for growing with Glut.",
      },
      { headers: headersWithCookies(signOut.setCookies) },
    );
  }

  throw data("Unknown action", { status: 400 });
}

export const meta: Route.MetaFunction = () => [
  { title: "Account settings | Glut" },
  { name: "robots", content: "noindex" },
];

export default function AccountSettings({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const idle = navigation.state === "idle";
  const resultFor = (intent: Intent) =>
    idle && actionData?.intent === intent ? actionData.result : undefined;
  return (
    <Container className="flex max-w-3xl flex-col gap-6 py-10">
      <div className="flex flex-col gap-2">
        <Link to="/dashboard" className="inline-flex items-center gap-1 self-start">
          <ArrowLeft aria-hidden="true" className="size-5" /> Back to your dashboard
        </Link>
        <h1 className="text-3xl sm:text-4xl">Account settings</h1>
        <p className="break-all text-ink-muted">Signed in as {loaderData.email}</p>
      </div>
      <ChangePassword
        email={loaderData.email}
        hasPassword={loaderData.hasPassword}
        lastResult={resultFor("change-password")}
      />
      <DownloadData />
      <DeleteAccount
        hasPassword={loaderData.hasPassword}
        lastResult={resultFor("delete-account")}
      />
    </Container>
  );
}

function ChangePassword({
  email,
  hasPassword,
  lastResult,
}: {
  email: string;
  hasPassword: boolean;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "change-password",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changePasswordSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const saving = navigation.formData?.get("intent") === "change-password";
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Change password</CardTitle>
        <CardDescription>
          {hasPassword
            ? "You stay signed in here; everywhere else you are signed out."
            : "You sign in with Google, so your Glut account has no password to change. Manage your Google password in your Google account."}
        </CardDescription>
      </CardHeader>
      {hasPassword ? (
        <CardContent>
          <Form method="post" {...getFormProps(form)} className="flex flex-col gap-5">
            {/* For password managers: whose password this is. */}
            <input type="email" autoComplete="username" value={email} readOnly hidden />
            {form.errors?.length ? (
              <Alert variant="error" id={form.errorId}>
                <AlertDescription>{form.errors.join(" ")}</AlertDescription>
              </Alert>
            ) : null}
            <Field
              label="Current password"
              id={fields.currentPassword.id}
              error={fields.currentPassword.errors}
            >
              <Input
                {...getInputProps(fields.currentPassword, { type: "password" })}
                autoComplete="current-password"
              />
            </Field>
            <Field
              label="New password"
              id={fields.password.id}
              error={fields.password.errors}
              hint="At least 8 characters."
            >
              <Input
                {...getInputProps(fields.password, { type: "password" })}
                autoComplete="new-password"
              />
            </Field>
            <Field
              label="Confirm new password"
              id={fields.confirmPassword.id}
              error={fields.confirmPassword.errors}
            >
              <Input
                {...getInputProps(fields.confirmPassword, { type: "password" })}
                autoComplete="new-password"
              />
            </Field>
            <div>
              <Button type="submit" name="intent" value="change-password" disabled={saving}>
                {saving ? "Changing…" : "Change password"}
              </Button>
            </div>
          </Form>
        </CardContent>
      ) : null}
    </Card>
  );
}

function DownloadData() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Download my data</CardTitle>
        <CardDescription>
          A copy of everything Glut holds about your account, as a JSON file you can keep or take to
          another service.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline">
          <a href="/account/data" download>
            <Download aria-hidden="true" /> Download my data
          </a>
        </Button>
      </CardContent>
    </Card>
  );
}

function DeleteAccount({
  hasPassword,
  lastResult,
}: {
  hasPassword: boolean;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const hydrated = useHydrated();
  const refused = lastResult?.status === "error";
  const [open, setOpen] = useState(refused);
  return (
    <Card className="border-2 border-tomato/60">
      <CardHeader>
        <CardTitle as="h2" className="text-tomato">
          Delete account
        </CardTitle>
        <CardDescription>
          This deletes your account at once and for good: your profile, listings and their photos,
          messages, plantings and consents. Forum posts you wrote stay, shown as written by a
          deleted member. A paid membership is cancelled. It cannot be undone, so you may want to
          download your data first.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {hydrated ? (
          <Dialog open={open} onOpenChange={setOpen}>
            <DialogTrigger asChild>
              <Button variant="destructive">
                <Trash2 aria-hidden="true" /> Delete my account…
              </Button>
            </DialogTrigger>
            <DialogContent>
              <DialogHeader>
                <DialogTitle>Delete your account?</DialogTitle>
                <DialogDescription>
                  Everything your account holds goes for good. This cannot be undone.
                </DialogDescription>
              </DialogHeader>
              <DeleteAccountForm
                hasPassword={hasPassword}
                lastResult={lastResult}
                cancel={
                  <DialogClose asChild>
                    <Button type="button" variant="outline">
                      Keep my account
                    </Button>
                  </DialogClose>
                }
              />
            </DialogContent>
          </Dialog>
        ) : (
          <DeleteAccountForm hasPassword={hasPassword} lastResult={lastResult} />
        )}
      </CardContent>
    </Card>
  );
}

function DeleteAccountForm({
  hasPassword,
  lastResult,
  cancel,
}: {
  hasPassword: boolean;
  lastResult: SubmissionResult<string[]> | undefined;
  /** In the dialog: a way back out. */
  cancel?: ReactNode;
}) {
  const navigation = useNavigation();
  const schema = deleteAccountSchema(hasPassword);
  const [form, fields] = useForm({
    id: "delete-account",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const deleting = navigation.formData?.get("intent") === "delete-account";
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-5">
      {form.errors?.length ? (
        <Alert variant="error" id={form.errorId}>
          <AlertDescription>{form.errors.join(" ")}</AlertDescription>
        </Alert>
      ) : null}
      {hasPassword ? (
        <Field
          label="Your password"
          id={fields.password.id}
          error={fields.password.errors}
          hint="Enter it again to confirm that this is you."
        >
          <Input
            {...getInputProps(fields.password, { type: "password" })}
            autoComplete="current-password"
          />
        </Field>
      ) : (
        <Field
          label={`Type ${CONFIRMATION_WORD} to confirm`}
          id={fields.confirmText.id}
          error={fields.confirmText.errors}
        >
          <Input
            {...getInputProps(fields.confirmText, { type: "text" })}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
        </Field>
      )}
      <UnderstoodCheckbox field={fields.understood} />
      <div className={cancel ? "flex flex-col-reverse gap-3 sm:flex-row sm:justify-end" : "flex"}>
        {cancel}
        <Button
          type="submit"
          name="intent"
          value="delete-account"
          variant="destructive"
          disabled={deleting}
        >
          {deleting ? "Deleting…" : "Delete my account for good"}
        </Button>
      </div>
    </Form>
  );
}

function UnderstoodCheckbox({ field }: { field: FieldMetadata<boolean> }) {
  const { key, ...props } = getInputProps(field, { type: "checkbox" });
  return (
    <div className="flex flex-col gap-1.5">
      <label className="inline-flex min-h-11 items-start gap-3 py-2">
        <Checkbox key={key} {...props} />
        <span>I understand that my account and everything it holds will be deleted for good.</span>
      </label>
      <FieldError id={field.errorId}>{field.errors?.join(" ")}</FieldError>
    </div>
  );
}
