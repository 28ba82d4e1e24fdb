// The browser's checks of a form (form-checks.ts), derived from the form's one Zod schema by
// asking the schema itself: what it says of an empty form, of a value one character too short or
// too long, of a value of the wrong kind. The messages are therefore the server's, word for word,
// and a change to the schema changes both sides (decision 0066).
import type { z } from "~/zod";
import type { FieldChecks, FormChecks, FormLevelCheck } from "./form-checks";

type Values = Record<string, unknown>;

/** A field's length limits, read through optional, default and pipe to its string schema. */
function lengthsOf(schema: unknown): { minLength?: number; maxLength?: number } {
  type Schema = {
    _zod?: { def: Record<string, unknown> };
    minLength?: unknown;
    maxLength?: unknown;
  };
  let current = schema as Schema;
  for (let depth = 0; depth < 10 && current?._zod; depth++) {
    const def = current._zod.def;
    if (def.type === "string") {
      // ZodString's own minLength and maxLength (null when it has none).
      return {
        minLength: typeof current.minLength === "number" ? current.minLength : undefined,
        maxLength: typeof current.maxLength === "number" ? current.maxLength : undefined,
      };
    }
    current = (def.innerType ?? def.in) as typeof current;
  }
  return {};
}

function shapeOf(schema: unknown): Record<string, unknown> {
  const def = (schema as { _zod?: { def: { shape?: Record<string, unknown> } } })._zod?.def;
  return def?.shape ?? {};
}

/**
 * Values to try as a field's own answer: a choice's options (read through optional and default),
 * then a word long enough for its minimum, an email address and a ticked box.
 */
function candidatesOf(schema: unknown): unknown[] {
  let current = schema as { _zod?: { def: Record<string, unknown> } } | undefined;
  const options: unknown[] = [];
  for (let depth = 0; depth < 10 && current?._zod; depth++) {
    const def = current._zod.def;
    if (def.type === "enum" && def.entries) options.push(...Object.values(def.entries));
    if (def.type === "literal" && Array.isArray(def.values)) options.push(...def.values);
    current = (def.innerType ?? def.in) as typeof current;
  }
  const { minLength } = lengthsOf(schema);
  return [...options, "x".repeat(Math.max(minLength ?? 1, 1)), "name@example.com", "on"];
}

/** What the schema says of the whole form: its refinements' messages with no field in the path. */
function formMessagesOf(schema: z.ZodType, values: Values): string[] {
  const result = schema.safeParse(values);
  if (result.success) return [];
  return [
    ...new Set(
      result.error.issues.filter((issue) => issue.path.length === 0).map((issue) => issue.message),
    ),
  ];
}

/**
 * The schema's rules on the whole form, asked as the field checks are: each message it gives the
 * opening form with no field in its path, and the fields that, given alone an answer the field
 * itself accepts, make that message go. Zod skips an object's refinement while a field fails, so
 * an answer counts only if it brings no field message the opening form did not have. A rule no
 * single field satisfies is left to the server.
 */
function formLevelChecks(schema: z.ZodType, opening: Values): FormLevelCheck[] {
  const failing = messagesOf(schema, opening);
  return formMessagesOf(schema, opening).flatMap((message) => {
    const anyOf = Object.entries(shapeOf(schema))
      .filter(([name, fieldSchema]) =>
        candidatesOf(fieldSchema).some((value) => {
          const values = { ...opening, [name]: value };
          const fieldsFailing = [...messagesOf(schema, values).keys()];
          return (
            fieldsFailing.every((field) => failing.has(field)) &&
            !formMessagesOf(schema, values).includes(message)
          );
        }),
      )
      .map(([name]) => name);
    return anyOf.length > 0 ? [{ anyOf, message }] : [];
  });
}

function messagesOf(schema: z.ZodType, values: Values): Map<string, string> {
  const result = schema.safeParse(values);
  const messages = new Map<string, string>();
  if (result.success) return messages;
  for (const issue of result.error.issues) {
    const name = String(issue.path[0] ?? "");
    if (name && !messages.has(name)) messages.set(name, issue.message);
  }
  return messages;
}

export function formChecks(
  schema: z.ZodType,
  options: {
    /**
     * The values that change what the form needs, first the form as it opens: an empty form is
     * checked under each, and what each needs beyond the first becomes a variant.
     */
    variants?: Values[];
    /** Fields that must repeat another: confirmPassword: "password". */
    sameAs?: Record<string, string>;
  } = {},
): FormChecks {
  const [opening = {}, ...others] = options.variants ?? [];
  const fields: Record<string, FieldChecks> = {};
  const needed = messagesOf(schema, opening);
  const field = (name: string) => {
    fields[name] ??= {};
    return fields[name];
  };
  for (const [name, message] of needed) {
    if (!(name in opening)) field(name).required = message;
  }
  for (const [name, fieldSchema] of Object.entries(shapeOf(schema))) {
    const constraint = lengthsOf(fieldSchema);
    const messageFor = (value: unknown) =>
      messagesOf(schema, { ...opening, [name]: value }).get(name);
    if (constraint.minLength) {
      const message = messageFor("x".repeat(constraint.minLength - 1));
      if (message) field(name).minLength = [constraint.minLength, message];
    }
    if (constraint.maxLength) {
      const message = messageFor("x".repeat(constraint.maxLength + 1));
      if (message) field(name).maxLength = [constraint.maxLength, message];
    }
    // An email address's format: a well-formed address passes where a word of the same kind
    // fails. The browser checks it by the control's type (type="email").
    const word = messageFor("x".repeat(Math.max(constraint.minLength ?? 1, 2)));
    if (word && !messageFor("name@example.com")) field(name).format = word;
  }
  for (const [name, other] of Object.entries(options.sameAs ?? {})) {
    const message = messagesOf(schema, {
      ...opening,
      [other]: "a-value-1",
      [name]: "a-value-2",
    }).get(name);
    if (message) field(name).sameAs = [other, message];
  }
  const variants = others.flatMap((when) => {
    const required: Record<string, string> = {};
    for (const [name, message] of messagesOf(schema, when)) {
      if (name in when || needed.has(name)) continue;
      // Already needed under a broader variant (organisation, before its type is chosen).
      const broader = others.some(
        (other) =>
          other !== when &&
          Object.entries(other).every(([key, value]) => when[key] === value) &&
          messagesOf(schema, other).has(name),
      );
      if (!broader) required[name] = message;
    }
    return Object.keys(required).length > 0
      ? [
          {
            when: Object.fromEntries(Object.entries(when).map(([k, v]) => [k, String(v)])),
            required,
          },
        ]
      : [];
  });
  const form = formLevelChecks(schema, opening);
  return form.length > 0 ? { fields, variants, form } : { fields, variants };
}
