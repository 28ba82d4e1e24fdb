import { Alert, AlertDescription } from "~/components/ui/alert";

/**
 * Errors that belong to the whole form rather than one field (e.g. a refused sign-in). Marked for
 * a static page's check (form-checks.enhance.ts), which says a rule on the whole form here too.
 */
export function FormErrors({ id, errors }: { id: string; errors: string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <Alert variant="error" id={id} data-form-errors="">
      <AlertDescription data-message="">{errors.join(" ")}</AlertDescription>
    </Alert>
  );
}
