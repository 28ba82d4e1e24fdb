// A form's checks in the browser, as data: derived on the server from the form's one Zod schema
// (form-checks.server.ts) and carried in the form's `data-checks`, so that a static page checks
// what the server checks, with the same words, without Zod in the browser (decision 0066).
// The server checks everything again; what is not here (a used email, an unknown referral code)
// is the server's answer alone.

export interface FieldChecks {
  /** The message when the field is empty (a box unticked). */
  required?: string;
  minLength?: [length: number, message: string];
  maxLength?: [length: number, message: string];
  /** The message when the browser's own check of the control's type fails (an email address). */
  format?: string;
  /** The message when the field differs from another one (a password's confirmation). */
  sameAs?: [field: string, message: string];
}

/**
 * A rule on the whole form rather than one field (a refinement of the schema's object): the form
 * needs at least one of `anyOf` given, and its message is the form's, shown where the server
 * shows the form's errors (a note or a rating, decision 0114).
 */
export interface FormLevelCheck {
  anyOf: string[];
  message: string;
}

export interface FormChecks {
  fields: Record<string, FieldChecks>;
  /** Fields the form also needs while its values match `when` (an organisation's name). */
  variants: { when: Record<string, string>; required: Record<string, string> }[];
  /** The rules on the whole form; absent when the schema has none. */
  form?: FormLevelCheck[];
}

/** A form's values as the checks read them: text as typed, a box as ticked or not. */
export type CheckedValues = Record<string, string | boolean | undefined>;

const isEmpty = (value: string | boolean | undefined) =>
  value === undefined || value === false || (typeof value === "string" && value.trim() === "");

/** The message a field needs to be given while it is empty, if it is needed now. */
export function requiredMessage(
  checks: FormChecks,
  name: string,
  values: CheckedValues,
): string | undefined {
  const always = checks.fields[name]?.required;
  if (always) return always;
  for (const variant of checks.variants) {
    const applies = Object.entries(variant.when).every(([field, value]) => values[field] === value);
    if (applies && variant.required[name]) return variant.required[name];
  }
  return undefined;
}

/** The first of the field's checks that fails, as the server would word it; undefined if none. */
export function fieldMessage(
  checks: FormChecks,
  name: string,
  values: CheckedValues,
  formatValid = true,
): string | undefined {
  const value = values[name];
  if (isEmpty(value)) return requiredMessage(checks, name, values);
  const field = checks.fields[name];
  if (!field || typeof value !== "string") return undefined;
  if (field.minLength && value.trim().length < field.minLength[0]) return field.minLength[1];
  if (field.maxLength && value.trim().length > field.maxLength[0]) return field.maxLength[1];
  if (field.format && !formatValid) return field.format;
  if (field.sameAs && values[field.sameAs[0]] !== value) return field.sameAs[1];
  return undefined;
}

/** Every field the checks know of, the always-present first. */
export function checkedFields(checks: FormChecks): string[] {
  const names = new Set(Object.keys(checks.fields));
  for (const variant of checks.variants) for (const name in variant.required) names.add(name);
  return [...names];
}

/** The messages of the rules on the whole form that `values` break, as the server words them. */
export function formLevelMessages(checks: FormChecks, values: CheckedValues): string[] {
  return (checks.form ?? [])
    .filter((rule) => rule.anyOf.every((name) => isEmpty(values[name])))
    .map((rule) => rule.message);
}
