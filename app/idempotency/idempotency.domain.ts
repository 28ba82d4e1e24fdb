import { defineDomain } from "~/server/domain";
import * as formSubmissionTables from "./form-submissions.table";

/** Create forms answered once per rendering of the form (decision 0078). */
export const idempotencyDomain = defineDomain({
  name: "idempotency",
  tables: [formSubmissionTables],
});
