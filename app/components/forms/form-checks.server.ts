// The browser's checks of a form (form-checks.ts), derived from the form's one Zod schema by
// asking the schema itself: what it says of an empty form, of a value one character too short or
// too long, of a value of the wrong kind. The messages are therefore the server's, word for word,
// and a change to the schema changes both sides (decision 0066).
import type { z } from "~/zod";
import type { FieldChecks, FormChecks } from "./form-checks";

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
  return { fields, variants };
}
