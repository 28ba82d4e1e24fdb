import { formChecks } from "~/components/forms/form-checks.server";
import { wantedSchema } from "./wanted-schema";

/** The wanted form's checks in the browser, asked of its one schema (decision 0066). */
export const wantedChecks = formChecks(wantedSchema);
