import { CircleAlert } from "lucide-react";
import { type ComponentProps, cloneElement, type ReactElement, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "~/components/ui/cn";
import { Label } from "~/components/ui/label";

type FieldControlProps = {
  id?: string;
  "aria-invalid"?: boolean | "true" | "false" | "grammar" | "spelling";
  "aria-describedby"?: string;
};

export type FieldProps = {
  label: ReactNode;
  id: string;
  error?: string | string[];
  hint?: ReactNode;
  /** A single form control (Input, Textarea, NativeSelect, ...); it receives id and aria wiring. */
  children: ReactElement<FieldControlProps>;
  className?: string;
};

/**
 * An error message for a form control. Point the control's aria-describedby at its id. Screen
 * readers hear "Error:" first, in the page's language (`common:fieldError.prefix`).
 */
export function FieldError({ className, children, ...props }: ComponentProps<"div">) {
  const { t } = useTranslation("common");
  if (children == null || children === "") return null;
  return (
    <div
      className={cn("flex items-start gap-1.5 text-base font-semibold text-tomato", className)}
      {...props}
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <span className="sr-only">{t("fieldError.prefix")} </span>
        {children}
      </div>
    </div>
  );
}

/** A labelled form field: label, optional hint, the control, then any error under it. */
export function Field({ label, id, error, hint, children, className }: FieldProps) {
  const errors = (Array.isArray(error) ? error : [error]).filter(
    (message): message is string => typeof message === "string" && message !== "",
  );
  const hasError = errors.length > 0;
  const hintId = hint != null && hint !== "" ? `${id}-hint` : undefined;
  const errorId = hasError ? `${id}-error` : undefined;
  const describedBy =
    [children.props["aria-describedby"], hintId, errorId].filter(Boolean).join(" ") || undefined;

  const control = cloneElement(children, {
    id,
    "aria-describedby": describedBy,
    ...(hasError ? { "aria-invalid": true } : {}),
  });

  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      {hintId ? (
        <p id={hintId} className="text-base text-ink-muted">
          {hint}
        </p>
      ) : null}
      {control}
      {hasError ? (
        <FieldError id={errorId}>
          {errors.length === 1
            ? errors[0]
            : errors.map((message, index) => (
                <span key={index} className="block">
                  {message}
                </span>
              ))}
        </FieldError>
      ) : null}
    </div>
  );
}
