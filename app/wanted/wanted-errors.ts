/** A wanted post's refusal, with the HTTP status the routes answer it with. */
export class WantedError extends Error {
  readonly status: number;
  /** The form field the refusal belongs to, when it is one field's. */
  readonly field: "location" | undefined;
  constructor(message: string, status: number, field?: "location") {
    super(message);
    this.name = "WantedError";
    this.status = status;
    this.field = field;
  }
}
