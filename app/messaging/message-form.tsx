import { getFormProps, getTextareaProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Send } from "lucide-react";
import { Form } from "react-router";
import { CharacterCounter } from "~/components/character-counter";
import { FormErrors } from "~/components/form-errors";
import { FieldErrorTemplate } from "~/components/forms/field-error-template";
import type { FormChecks } from "~/components/forms/form-checks";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Textarea } from "~/components/ui/textarea";
import { MESSAGE_MAX_LENGTH, type messageSchema } from "./message-schema";

export interface MessageFormProps {
  id: string;
  action: string;
  label: string;
  placeholder?: string;
  submitLabel: string;
  /** The server's reply to the last submission (Conform), to show its errors or clear the box. */
  lastResult: SubmissionResult<string[]> | null | undefined;
  /** True while the message is on its way. */
  sending: boolean;
  rows?: number;
  /** Hidden fields sent along. */
  children?: React.ReactNode;
  /** The schema's checks, for a static page's script to run (decision 0066). */
  checks?: FormChecks;
  /** The page's language's words (decision 0098). */
  words: MessageFormWords;
}

/** What a converted page hands the box: its schema and busy label in its language. */
export interface MessageFormWords {
  schema: typeof messageSchema;
  sending: string;
}

/**
 * The one message box: the Contact dialog, the contact page without JavaScript and every reply.
 * The same schema checks it here and on the server; a live counter shows the characters left.
 */
export function MessageForm({
  id,
  action,
  label,
  placeholder,
  submitLabel,
  lastResult,
  sending,
  rows = 5,
  children,
  checks,
  words,
}: MessageFormProps) {
  const schema = words.schema;
  const [form, fields] = useForm({
    id,
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const counterId = `${id}-counter`;
  return (
    <Form
      method="post"
      action={action}
      {...getFormProps(form)}
      data-checks={checks ? JSON.stringify(checks) : undefined}
      className="flex flex-col gap-3"
    >
      {checks ? <FieldErrorTemplate /> : null}
      {children}
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field label={label} id={fields.message.id} error={fields.message.errors}>
        <Textarea
          {...getTextareaProps(fields.message, { ariaDescribedBy: counterId })}
          rows={rows}
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder={placeholder}
        />
      </Field>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CharacterCounter id={counterId} length={0} max={MESSAGE_MAX_LENGTH} />
        {/* data-submitting: a static page's script says it too (submit-busy.enhance.ts). */}
        <Button type="submit" disabled={sending} data-submitting={words.sending}>
          <Send aria-hidden="true" />
          {sending ? words.sending : submitLabel}
        </Button>
      </div>
    </Form>
  );
}
