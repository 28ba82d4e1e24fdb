// The contact dialog's contents, loaded when the Contact button is first used (on-demand-dialog).
import type { SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import type { useFetcher } from "react-router";
import type { OnDemandPanelProps } from "~/components/on-demand-dialog";
import { OnDemandDialogPanel } from "~/components/on-demand-dialog-panel";
import { FormKeyField } from "~/idempotency/form-key";
import { MessageForm } from "./message-form";
import { useMessageFormWords } from "./message-form-words";
import { CONTACT_VIA_DIALOG } from "./message-schema";

export interface ContactReply {
  result: SubmissionResult<string[]>;
  conversationId: string | null;
}

export interface ContactPanelProps {
  label: string;
  listingName: string;
  action: string;
  fetcher: ReturnType<typeof useFetcher<ContactReply>>;
  /** This rendering's key: a resend sends no second message (decision 0078). */
  formKey?: string;
}

export default function ContactDialogPanel({
  label,
  listingName,
  action,
  fetcher,
  formKey,
  ...panel
}: ContactPanelProps & OnDemandPanelProps) {
  const { t } = useTranslation("listings");
  const words = useMessageFormWords();
  return (
    <OnDemandDialogPanel
      {...panel}
      title={label}
      description={t("contact.dialogText", { listing: listingName })}
    >
      <MessageForm
        id="contact-dialog"
        action={action}
        label={t("contact.message")}
        placeholder={t("contact.placeholder")}
        submitLabel={t("contact.send")}
        fetcher={fetcher}
        lastResult={fetcher.state === "idle" ? fetcher.data?.result : null}
        sending={fetcher.state !== "idle"}
        words={words}
      >
        <input type="hidden" name="via" value={CONTACT_VIA_DIALOG} />
        {formKey ? <FormKeyField value={formKey} /> : null}
      </MessageForm>
    </OnDemandDialogPanel>
  );
}
