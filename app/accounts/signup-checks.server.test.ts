import { describe, expect, it } from "vitest";
import { type CheckedValues, checkedFields, fieldMessage } from "~/components/forms/form-checks";
import { serverMessages } from "../../tests/schema-messages";
import { signupChecks } from "./signup-checks.server";
import { signupMessages, signupSchema } from "./signup-schema";

// The browser's checks are asked of the schema (decision 0066): for each form below, every field
// the browser judges gets the message the server gives it first, or none when the server has none.
const person = {
  accountType: "personal",
  email: "rita@example.com",
  username: "Runner Bean Rita",
  password: "beans-and-peas",
  confirmPassword: "beans-and-peas",
  termsAccepted: true,
  privacyAccepted: true,
  ageConfirmed: true,
} satisfies CheckedValues;

const forms: Record<string, CheckedValues> = {
  empty: { accountType: "personal" },
  valid: person,
  "short username and password": {
    ...person,
    username: "R",
    password: "short",
    confirmPassword: "short",
  },
  "passwords differ": { ...person, confirmPassword: "beans-and-pea" },
  "no consents": { ...person, termsAccepted: false, privacyAccepted: false, ageConfirmed: false },
  "long location": { ...person, location: "L".repeat(101) },
  "organisation, empty": { ...person, accountType: "organization" },
  "food bank without a number": {
    ...person,
    accountType: "organization",
    organizationName: "Leeds Larder",
    organizationType: "food-bank",
    location: "Leeds",
  },
  "community group without a number": {
    ...person,
    accountType: "organization",
    organizationName: "Leeds Growers",
    organizationType: "community-group",
    location: "Leeds",
  },
};

describe("the sign-up form's checks in the browser", () => {
  for (const [label, values] of Object.entries(forms)) {
    it(`agree with the server: ${label}`, () => {
      const server = serverMessages(signupSchema, values);
      for (const name of checkedFields(signupChecks)) {
        const organisationField = name.startsWith("organization") || name === "registrationNumber";
        if (organisationField && values.accountType !== "organization") continue;
        expect(fieldMessage(signupChecks, name, values), name).toBe(server.get(name));
      }
    });
  }

  it("use the specification's words", () => {
    const messages = checkedFields(signupChecks).map((name) =>
      fieldMessage(signupChecks, name, { accountType: "personal" }),
    );
    expect(messages).toEqual(
      expect.arrayContaining([
        "Email is required",
        "Username is required",
        signupMessages.passwordLength,
        signupMessages.terms,
        signupMessages.privacy,
        signupMessages.age,
      ]),
    );
    expect(fieldMessage(signupChecks, "email", { ...person, email: "rita" }, false)).toBe(
      "Enter a valid email address, like name@example.com",
    );
  });
});
