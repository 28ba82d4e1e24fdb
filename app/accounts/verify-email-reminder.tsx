import { Mail } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";

/** Until the address is confirmed: what that holds back, and a way to send the link again. */
export function VerifyEmailReminder({ email }: { email: string }) {
  const navigation = useNavigation();
  const sending = navigation.formData?.get("intent") === "resend-verification";
  return (
    <Alert variant="warning" icon={<Mail aria-hidden="true" />}>
      <AlertTitle>Please confirm your email address</AlertTitle>
      <AlertDescription>
        <p>
          We sent a link to {email}. Until you confirm it you can sign in and pay, but not list
          produce or send messages.
        </p>
        <Form method="post" className="mt-3">
          <Button
            type="submit"
            name="intent"
            value="resend-verification"
            size="sm"
            disabled={sending}
          >
            {sending ? "Sending…" : "Resend confirmation email"}
          </Button>
        </Form>
      </AlertDescription>
    </Alert>
  );
}
