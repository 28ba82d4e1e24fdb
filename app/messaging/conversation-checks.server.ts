// A conversation's forms, asked of their schemas for the static page's script (decisions 0066,
// 0110): the reply and each report.
import { reportSchemaFor } from "~/admin/report-schema";
import type { FormChecks } from "~/components/forms/form-checks";
import { formChecks } from "~/components/forms/form-checks.server";
import type { Translate } from "~/i18n/messages";
import { messageSchemaFor } from "./message-schema";

/** `messages` reads the `messages` catalogue, `common` the shell's (the report form's words). */
export function conversationChecks(
  messages: Translate,
  common: Translate,
): { reply: FormChecks; report: FormChecks } {
  return {
    reply: formChecks(messageSchemaFor(messages)),
    report: formChecks(reportSchemaFor(common)),
  };
}
