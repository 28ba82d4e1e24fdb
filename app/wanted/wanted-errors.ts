/** A wanted post's refusal, with the HTTP status the routes answer it with. */
export class WantedError extends Error {
  readonly status: number;
  /** The form field the refusal belongs to, when it is one field's. */
  readonly field: "location" | undefined;
  /** `cause`: a refusal of another domain it stands for (a trust limit, worded by its page). */
  constructor(message: string, status: number, field?: "location", options?: ErrorOptions) {
    super(message, options);
    this.name = "WantedError";
    this.status = status;
    this.field = field;
  }
}
