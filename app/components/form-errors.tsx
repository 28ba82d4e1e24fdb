import { Alert, AlertDescription } from "~/components/ui/alert";

/** Errors that belong to the whole form rather than one field (e.g. a refused sign-in). */
export function FormErrors({ id, errors }: { id: string; errors: string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <Alert variant="error" id={id}>
      <AlertDescription>{errors.join(" ")}</AlertDescription>
    </Alert>
  );
}
