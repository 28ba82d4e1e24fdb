import { describe, expect, it } from "vitest";
import { loginSchema, signupSchema } from "./signup-schema.ts";

const valid = {
  accountType: "personal",
  email: "Jo@Example.com ",
  username: "Jo",
  location: "Leeds",
  password: "courgette1",
  confirmPassword: "courgette1",
  termsAccepted: true,
  privacyAccepted: true,
  ageConfirmed: true,
};

function errorsFor(input: Record<string, unknown>) {
  const result = signupSchema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".");
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return errors;
}

describe("signupSchema", () => {
  it("accepts a complete personal sign-up and tidies the email", () => {
    const result = signupSchema.parse(valid);
    expect(result.email).toBe("jo@example.com");
    expect(result.accountType).toBe("personal");
  });

  it.each([
    ["termsAccepted", "You must agree to the Terms of Service to continue"],
    ["privacyAccepted", "You must agree to the Privacy Policy to continue"],
    ["ageConfirmed", "You must confirm you are at least 16 years old"],
  ])("requires %s with the specification's message", (field, message) => {
    expect(errorsFor({ ...valid, [field]: undefined })[field]).toEqual([message]);
    expect(errorsFor({ ...valid, [field]: false })[field]).toEqual([message]);
  });

  it("requires a password of at least 8 characters and a matching confirmation", () => {
    expect(errorsFor({ ...valid, password: "short", confirmPassword: "short" }).password).toEqual([
      "Password must be at least 8 characters long",
    ]);
    expect(errorsFor({ ...valid, confirmPassword: "courgette2" }).confirmPassword).toEqual([
      "Passwords do not match",
    ]);
  });

  it("always requires email and username", () => {
    const errors = errorsFor({ ...valid, email: undefined, username: undefined });
    expect(errors.email).toEqual(["Email is required"]);
    expect(errors.username).toEqual(["Username is required"]);
    expect(errorsFor({ ...valid, email: "not-an-email" }).email).toEqual([
      "Enter a valid email address, like name@example.com",
    ]);
  });

  it("leaves location optional for personal members", () => {
    expect(signupSchema.safeParse({ ...valid, location: undefined }).success).toBe(true);
  });

  it("requires an organisation's name, type and location", () => {
    const errors = errorsFor({ ...valid, accountType: "organization", location: undefined });
    expect(errors.organizationName).toEqual(["Organisation name is required"]);
    expect(errors.organizationType).toEqual(["Choose your organisation type"]);
    expect(errors.location).toEqual(["Location is required"]);
  });

  it.each(["food-bank", "community-group", "religious"])(
    "requires a registration number for %s",
    (organizationType) => {
      const errors = errorsFor({
        ...valid,
        accountType: "organization",
        organizationName: "Hope",
        organizationType,
      });
      expect(errors.registrationNumber).toEqual([
        "Registration number is required for this organization type",
      ]);
    },
  );

  it.each(["school", "other"])(
    "does not require a registration number for %s",
    (organizationType) => {
      const result = signupSchema.safeParse({
        ...valid,
        accountType: "organization",
        organizationName: "Hope",
        organizationType,
      });
      expect(result.success).toBe(true);
    },
  );

  it("upper-cases a referral code", () => {
    expect(signupSchema.parse({ ...valid, referralCode: " leeds-north " }).referralCode).toBe(
      "LEEDS-NORTH",
    );
  });

  it("ignores organisation requirements for a personal account", () => {
    expect(signupSchema.safeParse({ ...valid, organizationType: "food-bank" }).success).toBe(true);
  });
});

describe("loginSchema", () => {
  it("requires email and password", () => {
    const result = loginSchema.safeParse({});
    expect(result.success).toBe(false);
    const messages = result.success ? [] : result.error.issues.map((issue) => issue.message);
    expect(messages).toEqual(["Email is required", "Password is required"]);
  });
});
