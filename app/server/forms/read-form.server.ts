import { data, type RouterContextProvider } from "react-router";
import { getT } from "~/i18n/i18n.server";

// Every page action reads its form here. Two things go wrong otherwise:
// - control characters (other than tab and line breaks) have no place in anything a person types,
//   and PostgreSQL refuses U+0000 in text outright ("invalid byte sequence"), which turned such a
//   post into a 500 with nothing saved: they are removed, in field names and values alike;
// - a body that breaks off (a truncated multipart form) made request.formData() throw: it is a
//   400 with a short message instead, in the request's language.

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

export function withoutControlCharacters(text: string): string {
  return text.replace(CONTROL_CHARACTERS, "");
}

/** A copy of `form` with control characters removed from every name and text value. */
export function cleanForm(form: FormData): FormData {
  const clean = new FormData();
  for (const [name, value] of form) {
    const cleanName = withoutControlCharacters(name);
    if (typeof value === "string") clean.append(cleanName, withoutControlCharacters(value));
    else clean.append(cleanName, value);
  }
  return clean;
}

/** The request's form, cleaned; a body that cannot be read is a 400. */
export async function readForm(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<FormData> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw data(getT(context)("common:errors.unreadableForm"), { status: 400 });
  }
  return cleanForm(form);
}
