import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
} from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { FormErrors } from "~/components/form-errors";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { type CancelReason, type HandoverActionData, PICKUP_LIMITS } from "./handover-text";

// The handover page's forms: plain posts to the page itself, which work without JavaScript and
// come back with what was typed and the reason when something is wrong. The server checks them
// (handover-schema.ts); the browser gets no validator (decision 0088).

type LastResult = HandoverActionData["result"] | undefined;

/** Propose a pickup window and a meeting point (or another, replacing the one proposed). */
export function ProposePickupForm({
  lastResult,
  today,
  defaultValue,
  submitLabel,
}: {
  lastResult: LastResult;
  /** The UK day, the earliest the date field offers. */
  today: string;
  defaultValue?: {
    pickupDate: string;
    pickupFrom: string;
    pickupUntil: string;
    meetingPoint: string;
  };
  submitLabel: string;
}) {
  const [form, fields] = useForm({
    id: "propose-pickup",
    lastResult,
    defaultValue,
  });
  const { t } = useTranslation("handovers");
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
      <input type="hidden" name="intent" value="propose" />
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field label={t("pickup.day")} id={fields.pickupDate.id} error={fields.pickupDate.errors}>
        <Input
          {...getInputProps(fields.pickupDate, { type: "date" })}
          key={fields.pickupDate.key}
          min={today}
        />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label={t("pickup.from")} id={fields.pickupFrom.id} error={fields.pickupFrom.errors}>
          <Input
            {...getInputProps(fields.pickupFrom, { type: "time" })}
            key={fields.pickupFrom.key}
          />
        </Field>
        <Field
          label={t("pickup.until")}
          id={fields.pickupUntil.id}
          error={fields.pickupUntil.errors}
        >
          <Input
            {...getInputProps(fields.pickupUntil, { type: "time" })}
            key={fields.pickupUntil.key}
          />
        </Field>
      </div>
      <Field
        label={t("pickup.where")}
        id={fields.meetingPoint.id}
        error={fields.meetingPoint.errors}
        hint={t("pickup.whereHint")}
      >
        <Input
          {...getInputProps(fields.meetingPoint, { type: "text" })}
          key={fields.meetingPoint.key}
          maxLength={PICKUP_LIMITS.meetingPoint}
          autoComplete="off"
        />
      </Field>
      <Button type="submit" className="w-fit">
        {submitLabel}
      </Button>
    </Form>
  );
}

/** Accept the proposal shown, as it was shown (see proposalSignature). */
export function AcceptPickupForm({ signature }: { signature: string }) {
  const { t } = useTranslation("handovers");
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="accept" />
      <input type="hidden" name="proposal" value={signature} />
      <Button type="submit">{t("pickup.accept")}</Button>
    </Form>
  );
}

/** A form that is only a button, for marking and confirming the collection. */
export function IntentButton({
  intent,
  children,
  variant = "primary",
}: {
  intent: "mark-collected" | "confirm-collected";
  children: string;
  variant?: "primary" | "outline";
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <Button type="submit" variant={variant}>
        {children}
      </Button>
    </Form>
  );
}

/** Cancel the reservation, with a reason from those offered to this side and optional words. */
export function CancelHandoverForm({
  lastResult,
  reasons,
}: {
  lastResult: LastResult;
  reasons: readonly CancelReason[];
}) {
  const [form, fields] = useForm<{ reason: string; note: string }>({
    id: "cancel-handover",
    lastResult,
  });
  const { t } = useTranslation("handovers");
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
      <input type="hidden" name="intent" value="cancel" />
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field label={t("cancel.why")} id={fields.reason.id} error={fields.reason.errors}>
        <NativeSelect {...getSelectProps(fields.reason)} key={fields.reason.key}>
          <option value="">{t("cancel.choose")}</option>
          {reasons.map((reason) => (
            <option key={reason} value={reason}>
              {t(`cancel.reasons.${reason}`)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field
        label={t("cancel.note")}
        id={fields.note.id}
        error={fields.note.errors}
        hint={t("cancel.noteHint")}
      >
        <Textarea
          {...getTextareaProps(fields.note)}
          key={fields.note.key}
          rows={2}
          maxLength={PICKUP_LIMITS.cancelNote}
        />
      </Field>
      <Button type="submit" variant="destructive" className="w-fit">
        {t("cancel.submit")}
      </Button>
    </Form>
  );
}
