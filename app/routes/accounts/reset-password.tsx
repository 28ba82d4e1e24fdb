import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, useNavigation } from "react-router";
import { AuthCard } from "~/accounts/auth-card";
import { callAuth } from "~/accounts/auth-endpoint.server";
import { NewPasswordFields } from "~/accounts/new-password-fields";
import { resetPasswordSchema } from "~/accounts/password-schemas";
import { FormErrors } from "~/components/form-errors";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { getServices } from "~/server/context.server";
import { readForm } from "~/server/forms/read-form.server";
import type { Route } from "./+types/reset-password";

const LINK_INVALID =
  "This reset link has expired or has already been used. Please ask for a new one.";

export const meta: Route.MetaFunction = () => [
  { title: "Choose a new password | Glut" },
  { name: "robots", content: "noindex" },
];

// better-auth checks the emailed link, then sends the browser here with ?token=… (or ?error=…).
export function loader({ url }: Route.LoaderArgs) {
  const token = url.searchParams.get("token");
  return { token, linkInvalid: !token || url.searchParams.has("error") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await readForm(request), { schema: resetPasswordSchema });
  const hideFields = ["password", "confirmPassword"];
  if (submission.status !== "success")
    return data(submission.reply({ hideFields }), { status: 400 });
  const result = await callAuth(context, request, "/reset-password", {
    token: submission.value.token,
    newPassword: submission.value.password,
  });
  if (!result.ok) {
    const message = result.status === 429 ? result.message : LINK_INVALID;
    return data(submission.reply({ formErrors: [message ?? LINK_INVALID], hideFields }), {
      status: 400,
    });
  }
  return getServices(context).toasts.redirect("/login", {
    type: "success",
    title: "Password changed",
    description: "Sign in with your new password. You have been signed out everywhere else.",
  });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "reset-password",
    lastResult: navigation.state === "idle" ? actionData : null,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resetPasswordSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  if (loaderData.linkInvalid) {
    return (
      <AuthCard title="Choose a new password">
        <Alert variant="error">
          <AlertDescription>{LINK_INVALID}</AlertDescription>
        </Alert>
        <Button asChild>
          <Link to="/forgot-password">Send a new link</Link>
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Choose a new password" description="At least 8 characters.">
      <FormErrors id={form.errorId} errors={form.errors} />
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-5">
        <input type="hidden" name="token" value={loaderData.token ?? ""} />
        <NewPasswordFields
          password={fields.password}
          confirmPassword={fields.confirmPassword}
          labels={{ password: "New password", confirm: "Confirm new password" }}
        />
        <Button type="submit" size="lg" disabled={navigation.state !== "idle"}>
          Save new password
        </Button>
      </Form>
    </AuthCard>
  );
}
