import { Mail } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";

/** Until the address is confirmed: what that holds back, and a way to send the link again. */
export function VerifyEmailReminder({ email }: { email: string }) {
  const navigation = useNavigation();
  const { t } = useTranslation("accounts");
  const sending = navigation.formData?.get("intent") === "resend-verification";
  return (
    <Alert variant="warning" icon={<Mail aria-hidden="true" />}>
      <AlertTitle>{t("verifyEmail.title")}</AlertTitle>
      <AlertDescription>
        <p>{t("verifyEmail.text", { email })}</p>
        <Form method="post" className="mt-3">
          <Button
            type="submit"
            name="intent"
            value="resend-verification"
            size="sm"
            disabled={sending}
            data-submitting={t("verifyEmail.sending")}
          >
            {sending ? t("verifyEmail.sending") : t("verifyEmail.resend")}
          </Button>
        </Form>
      </AlertDescription>
    </Alert>
  );
}
