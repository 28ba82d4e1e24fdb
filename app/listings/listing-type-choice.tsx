import { ArrowLeftRight, Gift } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "~/components/ui/cn";
import { FieldError } from "~/components/ui/field";
import { listingTypes } from "./listing-options";

/** The listing form's Type: Free or Swap, as two large radio cards. */
export function ListingTypeChoice({
  name,
  initialValue,
  errors,
  errorId,
}: {
  name: string;
  initialValue: unknown;
  errors: string[] | undefined;
  errorId: string;
}) {
  const { t } = useTranslation("myListings");
  return (
    <fieldset
      aria-describedby={errors ? errorId : undefined}
      aria-invalid={errors ? true : undefined}
    >
      <legend className="mb-2 font-semibold text-ink">{t("fields.type")}</legend>
      <div className="grid grid-cols-2 gap-3">
        {listingTypes.map((type) => {
          const Icon = type === "Free" ? Gift : ArrowLeftRight;
          return (
            <label
              key={type}
              className={cn(
                "flex min-h-16 cursor-pointer flex-col justify-center gap-0.5 rounded-card border-2 border-line bg-card p-3 text-ink",
                "has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-leaf-deep",
                type === "Free"
                  ? "has-checked:border-free has-checked:bg-free-soft"
                  : "has-checked:border-swap has-checked:bg-swap-soft",
              )}
            >
              <input
                type="radio"
                name={name}
                value={type}
                className="sr-only"
                defaultChecked={initialValue === type}
              />
              <span
                className={cn(
                  "flex items-center gap-2 font-bold",
                  type === "Free" ? "text-free" : "text-swap",
                )}
              >
                <Icon aria-hidden="true" className="size-5" />
                {t(`listings:types.${type}`)}
              </span>
              <span className="text-sm text-ink-muted">
                {t(type === "Free" ? "form.giveAway" : "form.trade")}
              </span>
            </label>
          );
        })}
      </div>
      <FieldError id={errorId} className="mt-1.5">
        {errors?.join(" ")}
      </FieldError>
    </fieldset>
  );
}
