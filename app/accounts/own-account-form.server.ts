import type { RouterContextProvider } from "react-router";
import { readForm } from "~/server/forms/read-form.server";
import { type CurrentUser, requireUser } from "./current-user.server";

/** What a route hands its action over with. */
export interface FormActionArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
  url: URL;
}

/** A form posted about the signed-in person's own account, and who that is. */
export interface OwnAccountForm {
  request: Request;
  context: Readonly<RouterContextProvider>;
  user: CurrentUser;
  formData: FormData;
  intent: FormDataEntryValue | null;
}

/**
 * Signs the person in (or sends them to sign in) before the form is read. The account acted on
 * comes from the session, never from the form, so a forged form can only change its sender's.
 */
export async function readOwnAccountForm({
  request,
  context,
  url,
}: FormActionArgs): Promise<OwnAccountForm> {
  const user = requireUser(context, url);
  const formData = await readForm(request, context);
  return { request, context, user, formData, intent: formData.get("intent") };
}
