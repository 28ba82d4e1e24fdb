import { describe, expect, it } from "vitest";
import { type CheckedValues, checkedFields, fieldMessage } from "~/components/forms/form-checks";
import { formChecks } from "~/components/forms/form-checks.server";
import { englishFrom } from "~/i18n/english";
import cyMessages from "~/i18n/locales/cy/messages";
import enMessages from "~/i18n/locales/en/messages";
import { serverMessages } from "../../tests/schema-messages";
import { MESSAGE_MAX_LENGTH, messageSchemaFor } from "./message-schema";

// The contact page (decision 0111) and a listing's Contact dialog (decision 0099) check the
// message in the browser from its schema: the browser must say what the server would.

describe("a message as the browser checks it", () => {
  for (const [language, catalogue] of [
    ["English", enMessages],
    ["Welsh", cyMessages],
  ] as const) {
    it(`says what the server says (${language})`, () => {
      const schema = messageSchemaFor(englishFrom(catalogue));
      const checks = formChecks(schema);
      const forms: CheckedValues[] = [
        { message: "" },
        { message: "   " },
        { message: "x".repeat(MESSAGE_MAX_LENGTH + 1) },
        { message: "Are the chard stalks red or white?" },
      ];
      for (const values of forms) {
        const server = serverMessages(schema, values);
        for (const name of checkedFields(checks)) {
          expect(fieldMessage(checks, name, values), JSON.stringify(values)).toBe(server.get(name));
        }
      }
      // Checked at all: a blank message is refused in the browser with the server's words.
      expect(fieldMessage(checks, "message", { message: "   " })).toBe(
        serverMessages(schema, { message: "   " }).get("message"),
      );
      expect(fieldMessage(checks, "message", { message: "   " })).toBeTruthy();
    });
  }
});
