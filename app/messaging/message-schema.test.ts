import { describe, expect, it } from "vitest";
import { englishFrom } from "~/i18n/english";
import cyMessages from "~/i18n/locales/cy/messages";
import {
  contactMessages,
  MESSAGE_MAX_LENGTH,
  messageSchema,
  messageSchemaFor,
} from "./message-schema";

describe("messageSchema", () => {
  it("trims the message", () => {
    expect(messageSchema.parse({ message: "  Are they still there?\n" })).toEqual({
      message: "Are they still there?",
    });
  });

  it.each([
    ["", "empty"],
    ["   \n\t ", "blank"],
    [undefined, "missing"],
  ])(
    "refuses a %j (%s) message with the specification's words",
    (message: string | undefined, _label: string) => {
      const result = messageSchema.safeParse({ message });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(contactMessages.required);
    },
  );

  it("accepts exactly 1000 characters and refuses 1001", () => {
    expect(messageSchema.safeParse({ message: "a".repeat(MESSAGE_MAX_LENGTH) }).success).toBe(true);
    const over = messageSchema.safeParse({ message: "a".repeat(MESSAGE_MAX_LENGTH + 1) });
    expect(over.success).toBe(false);
    expect(over.error?.issues[0]?.message).toBe(contactMessages.tooLong);
  });

  it("counts the limit after trimming", () => {
    const padded = `  ${"a".repeat(MESSAGE_MAX_LENGTH)}  `;
    expect(messageSchema.safeParse({ message: padded }).success).toBe(true);
  });
});

describe("messageSchemaFor", () => {
  it("says the specification's words in English, as the contact dialog has them", () => {
    expect(messageSchema.safeParse({ message: "" }).error?.issues[0]?.message).toBe(
      contactMessages.required,
    );
    expect(
      messageSchema.safeParse({ message: "x".repeat(MESSAGE_MAX_LENGTH + 1) }).error?.issues[0]
        ?.message,
    ).toBe(contactMessages.tooLong);
  });

  it("refuses in Welsh with a Welsh translator", () => {
    const welsh = messageSchemaFor(englishFrom(cyMessages));
    expect(welsh.safeParse({ message: " " }).error?.issues[0]?.message).toBe(
      "Ysgrifennwch neges cyn ei hanfon.",
    );
    expect(
      welsh.safeParse({ message: "x".repeat(MESSAGE_MAX_LENGTH + 1) }).error?.issues[0]?.message,
    ).toBe("Ni all eich neges fod yn hwy na 1000 nod.");
  });
});
