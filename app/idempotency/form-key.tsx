// The hidden field a create form carries (decision 0078). The key is drawn by the page's loader
// on the server, so a form posted without JavaScript carries it too; a resend of the same
// rendering (a double click, the browser's "send again", a retry after an unclear answer) sends
// the same key, and the server answers with what the first one made.

/** The field's name in every create form. */
export const FORM_KEY_FIELD = "formKey";

export function FormKeyField({ value }: { value: string }) {
  return <input type="hidden" name={FORM_KEY_FIELD} value={value} />;
}
