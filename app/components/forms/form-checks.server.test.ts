import { describe, expect, it } from "vitest";
import { z } from "~/zod";
import { formLevelMessages } from "./form-checks";
import { formChecks } from "./form-checks.server";

// A rule on the whole form (decision 0114), asked of the schema as the field checks are.

describe("a rule on the whole form", () => {
  it("is absent when the schema has none", () => {
    const checks = formChecks(z.object({ name: z.string({ error: "Say your name." }) }));
    expect(checks.form).toBeUndefined();
  });

  it("names each field whose answer alone satisfies it, an option of a choice included", () => {
    const schema = z
      .object({
        email: z.email("Not an email address.").optional(),
        phone: z.string().trim().min(6, "Too short.").optional(),
        size: z.enum(["small", "large"], { error: "Choose a size." }).optional(),
        note: z.string().optional(),
      })
      .refine((value) => value.email || value.phone || value.size, {
        message: "Give an email address, a phone number or a size.",
      });
    const checks = formChecks(schema);
    expect(checks.form).toEqual([
      {
        anyOf: ["email", "phone", "size"],
        message: "Give an email address, a phone number or a size.",
      },
    ]);
    expect(formLevelMessages(checks, { note: "hello" })).toEqual([
      "Give an email address, a phone number or a size.",
    ]);
    expect(formLevelMessages(checks, { size: "large" })).toEqual([]);
  });

  it("is left to the server when no single field satisfies it", () => {
    const schema = z
      .object({ from: z.string().optional(), to: z.string().optional() })
      .refine((value) => value.from && value.to, { message: "Give both ends." });
    expect(formChecks(schema).form).toBeUndefined();
  });
});
