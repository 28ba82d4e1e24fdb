import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { Button, type ButtonProps } from "~/components/ui/button";

/** Signing out changes state, so it is a POST, never a link a crawler could follow. */
export function SignOutForm(
  props: Pick<ButtonProps, "variant" | "size" | "className"> & { formClassName?: string },
) {
  const { t } = useTranslation();
  return (
    <Form method="post" action="/logout" className={props.formClassName}>
      <Button
        type="submit"
        variant={props.variant ?? "ghost"}
        size={props.size}
        className={props.className}
      >
        {t("nav.signOut")}
      </Button>
    </Form>
  );
}
