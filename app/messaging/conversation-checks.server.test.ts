import { describe, expect, it } from "vitest";
import { reportSchemaFor } from "~/admin/report-schema";
import { type CheckedValues, checkedFields, fieldMessage } from "~/components/forms/form-checks";
import { englishFrom } from "~/i18n/english";
import cyCommon from "~/i18n/locales/cy/common";
import cyMessages from "~/i18n/locales/cy/messages";
import enCommon from "~/i18n/locales/en/common";
import enMessages from "~/i18n/locales/en/messages";
import { serverMessages } from "../../tests/schema-messages";
import { conversationChecks } from "./conversation-checks.server";
import { MESSAGE_MAX_LENGTH, messageSchemaFor } from "./message-schema";

// A conversation's static page checks its reply and its reports in the browser from these
// (decision 0110): the browser must say what the server says, in the page's language.

describe("a conversation's checks in the browser", () => {
  for (const [language, messages, common] of [
    ["English", enMessages, enCommon],
    ["Welsh", cyMessages, cyCommon],
  ] as const) {
    const tMessages = englishFrom(messages);
    const tCommon = englishFrom(common);
    const checks = conversationChecks(tMessages, tCommon);

    it(`ask a reply what the server asks (${language})`, () => {
      const schema = messageSchemaFor(tMessages);
      expect(checkedFields(checks.reply)).toEqual(["message"]);
      for (const values of [
        { message: "" },
        { message: "   " },
        { message: "x".repeat(MESSAGE_MAX_LENGTH + 1) },
        { message: "Six is perfect." },
      ] as CheckedValues[]) {
        expect(fieldMessage(checks.reply, "message", values), JSON.stringify(values)).toBe(
          serverMessages(schema, values).get("message"),
        );
      }
      // Not a check that cannot fail: an empty reply is refused.
      expect(fieldMessage(checks.reply, "message", { message: "" })).toBe(
        tMessages("forms.required"),
      );
    });

    it(`ask a report for its reason as the server does (${language})`, () => {
      const schema = reportSchemaFor(tCommon);
      const target = { kind: "message", targetId: "a-message", returnTo: "/messages/x" };
      // A note's length is not asked here: its box's maxlength holds it to the schema's limit.
      for (const values of [
        { ...target, reason: "", note: "" },
        { ...target, reason: "spam", note: "" },
        { ...target, reason: "", note: "Rude in three messages" },
      ] as CheckedValues[]) {
        const server = serverMessages(schema, values);
        for (const name of ["reason", "note"]) {
          expect(fieldMessage(checks.report, name, values), JSON.stringify(values)).toBe(
            server.get(name),
          );
        }
      }
      expect(fieldMessage(checks.report, "reason", { ...target, reason: "" })).toBe(
        tCommon("report.errors.chooseReason"),
      );
    });
  }
});
