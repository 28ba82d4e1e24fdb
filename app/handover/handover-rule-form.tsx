import { useTranslation } from "react-i18next";
import { Checkbox } from "~/components/ui/checkbox";
import { Field, FieldError } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { choiceRules, HANDOVER_LIMITS } from "./handover-rule-text";

interface RuleField {
  id: string;
  name: string;
  initialValue?: unknown;
  errors?: string[];
  errorId: string;
}

/**
 * The listing form's "Who gets it" part (decision 0087): how the owner chooses among requesters,
 * how long a fair window lasts, whether verified organisations go first, and how many people it
 * can be shared among. Plain fields: they post without JavaScript.
 */
export function HandoverRuleFields({
  choiceRule,
  windowHours,
  organisationsFirst,
  portions,
}: {
  choiceRule: RuleField;
  windowHours: RuleField;
  organisationsFirst: RuleField;
  portions: RuleField;
}) {
  const { t } = useTranslation("handovers");
  const chosen = (choiceRule.initialValue as string | undefined) || "first_come";
  return (
    <fieldset className="flex min-w-0 flex-col gap-4 rounded-card border border-line p-4">
      <legend className="px-1 font-semibold text-ink">{t("rules.legend")}</legend>
      <fieldset
        aria-describedby={choiceRule.errors ? choiceRule.errorId : undefined}
        className="flex flex-col gap-2"
      >
        <legend className="mb-1 font-semibold text-ink">{t("rules.how")}</legend>
        {choiceRules.map((rule) => (
          <label key={rule} className="flex min-h-11 cursor-pointer items-start gap-3 py-1">
            <input
              type="radio"
              name={choiceRule.name}
              value={rule}
              defaultChecked={chosen === rule}
              className="mt-0.5 size-6 shrink-0 accent-leaf"
            />
            <span className="flex flex-col">
              <span className="font-semibold">{t(`rules.${rule}.name`)}</span>
              <span className="text-sm text-ink-muted">{t(`rules.${rule}.hint`)}</span>
            </span>
          </label>
        ))}
        <FieldError id={choiceRule.errorId}>{choiceRule.errors?.join(" ")}</FieldError>
      </fieldset>
      <Field
        label={t("rules.window")}
        id={windowHours.id}
        error={windowHours.errors}
        hint={t("rules.windowHint", {
          min: HANDOVER_LIMITS.minWindowHours,
          max: HANDOVER_LIMITS.maxWindowHours,
        })}
      >
        <Input
          type="number"
          name={windowHours.name}
          min={HANDOVER_LIMITS.minWindowHours}
          max={HANDOVER_LIMITS.maxWindowHours}
          step={1}
          inputMode="numeric"
          defaultValue={(windowHours.initialValue as string | undefined) ?? "24"}
        />
      </Field>
      <Field
        label={t("rules.portions")}
        id={portions.id}
        error={portions.errors}
        hint={t("rules.portionsHint")}
      >
        <Input
          type="number"
          name={portions.name}
          min={HANDOVER_LIMITS.minPortions}
          max={HANDOVER_LIMITS.maxPortions}
          step={1}
          inputMode="numeric"
          defaultValue={(portions.initialValue as string | undefined) ?? "1"}
        />
      </Field>
      <label className="flex min-h-11 cursor-pointer items-start gap-3 py-1">
        <Checkbox
          id={organisationsFirst.id}
          name={organisationsFirst.name}
          value="on"
          defaultChecked={organisationsFirst.initialValue === "on"}
        />
        <span className="flex flex-col">
          <span className="font-semibold">{t("rules.organisationsFirst")}</span>
          <span className="text-sm text-ink-muted">{t("rules.organisationsFirstHint")}</span>
        </span>
      </label>
    </fieldset>
  );
}
