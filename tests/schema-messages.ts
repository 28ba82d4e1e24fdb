import type { CheckedValues } from "~/components/forms/form-checks";
import type { z } from "~/zod";

/**
 * The message the server gives each field first, for `values` sent as a form: the server reads
 * an empty field as missing and an unticked box as absent (parseWithZod). The browser's checks
 * (decision 0066) must say the same.
 */
export function serverMessages(schema: z.ZodType, values: CheckedValues): Map<string, string> {
  const parsed = Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== "" && value !== false),
  );
  const result = schema.safeParse(parsed);
  const messages = new Map<string, string>();
  for (const issue of result.success ? [] : result.error.issues) {
    const name = String(issue.path[0]);
    if (!messages.has(name)) messages.set(name, issue.message);
  }
  return messages;
}
