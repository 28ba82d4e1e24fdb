// Conform's client validation from a form's checks (form-checks.ts) instead of its Zod schema:
// for a hydrated form that keeps Conform but not Zod in the browser (decision 0066). The server
// still parses with the schema itself.
import { parse, type Submission } from "@conform-to/react";
import { type CheckedValues, checkedFields, type FormChecks, fieldMessage } from "./form-checks";

export function parseWithChecks<Value extends Record<string, unknown>>(
  formData: FormData,
  checks: FormChecks,
): Submission<Value> {
  return parse(formData, {
    resolve(payload) {
      const values: CheckedValues = {};
      for (const [name, value] of Object.entries(payload)) {
        if (typeof value === "string") values[name] = value;
      }
      const error: Record<string, string[]> = {};
      for (const name of checkedFields(checks)) {
        const message = fieldMessage(checks, name, values);
        if (message) error[name] = [message];
      }
      return Object.keys(error).length > 0 ? { error } : { value: payload as Value };
    },
  });
}
