import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  contactFormMessages,
  contactSchema,
  hasEmptyField,
} from "./contact-schema";

/** The form as a browser posts it, through Conform as both sides parse it. */
function submit(fields: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  const submission = parseWithZod(formData, { schema: contactSchema });
  return submission.status === "success"
    ? { status: submission.status, value: submission.value, error: undefined }
    : { status: submission.status, value: undefined, error: submission.error };
}

const valid = { name: "Allotment Annie", email: "annie@example.org", message: "Hello there" };

describe("contactSchema", () => {
  it("trims every field and keeps the name to one line", () => {
    const submission = submit({
      name: "  Allotment \n  Annie ",
      email: " annie@example.org ",
      message: "\n Do you take courgettes? \n",
    });
    expect(submission.status).toBe("success");
    expect(submission.value).toEqual({
      name: "Allotment Annie",
      email: "annie@example.org",
      message: "Do you take courgettes?",
    });
  });

  it.each([
    ["name", contactFormMessages.nameRequired],
    ["email", contactFormMessages.emailRequired],
    ["message", contactFormMessages.messageRequired],
  ] as const)("requires the %s, empty or blank", (field, message) => {
    for (const value of ["", "   \n\t "]) {
      const submission = submit({ ...valid, [field]: value });
      expect(submission.status).toBe("error");
      expect(submission.error?.[field]).toEqual([message]);
      expect(hasEmptyField(submission.error)).toBe(true);
    }
  });

  it("reports every empty field at once", () => {
    const submission = submit({});
    expect(submission.error).toEqual({
      name: [contactFormMessages.nameRequired],
      email: [contactFormMessages.emailRequired],
      message: [contactFormMessages.messageRequired],
    });
  });

  it("refuses an address that is not one, without calling it empty", () => {
    const submission = submit({ ...valid, email: "annie-at-example" });
    expect(submission.error?.email).toEqual([contactFormMessages.emailInvalid]);
    expect(hasEmptyField(submission.error)).toBe(false);
  });

  it("accepts exactly 1000 characters after trimming and refuses 1001", () => {
    const longest = "a".repeat(CONTACT_MESSAGE_MAX_LENGTH);
    expect(submit({ ...valid, message: `  ${longest}  ` }).status).toBe("success");
    const over = submit({ ...valid, message: `${longest}a` });
    expect(over.error?.message).toEqual([contactFormMessages.messageTooLong]);
    expect(hasEmptyField(over.error)).toBe(false);
  });

  it("uses the specification's words for the toasts", () => {
    expect(contactFormMessages.requiredTitle).toBe("All fields required");
    expect(contactFormMessages.required).toBe("Please fill in all fields before sending.");
    expect(contactFormMessages.sentTitle).toBe("Message Sent!");
    expect(contactFormMessages.sent).toBe(
      "Thank you for contacting us. We'll get back to you soon.",
    );
    expect(contactFormMessages.failedTitle).toBe("Failed to Send Message");
    expect(contactFormMessages.failed).toBe(
      "There was an error sending your message. Please try again.",
    );
  });
});
