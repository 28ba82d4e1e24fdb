import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import { EmailNotVerifiedError } from "~/accounts/current-user.server";
import { getI18n, getLanguage } from "~/i18n/i18n.server";
import { type Member, requireMember } from "~/membership/member-gate.server";
import { getServices } from "~/server/context.server";
import { readForm } from "~/server/forms/read-form.server";
import { trustRefusalIn } from "~/trust/trust-refusals";
import { WantedError } from "./wanted-errors";
import { findOwnWantedPost } from "./wanted-reads.server";
import { wantedSchemaFor } from "./wanted-schema";
import {
  WANTED_GATE_REASON,
  type WantedFormActionData,
  wantedMessagesFor,
  wantedRefusalIn,
} from "./wanted-text";
import { MY_WANTED_PATH } from "./wanted-view";
import { createWantedPost, updateWantedPost } from "./wanted-writes.server";

// The one server path behind posting and editing a wanted post (decision 0090): the member gate,
// the post's owner (before its body is read), the one schema, the save in one transaction, and
// every refusal answered with what was typed.

type Target = { mode: "create" } | { mode: "edit"; id: string };

interface FormArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
  url: URL;
}

/** The edit page's gate: a member, and a post that exists (404) and is theirs (403). */
export async function requireOwnWantedPost(
  context: Readonly<RouterContextProvider>,
  url: URL,
  id: string,
): Promise<{ member: Member; post: Awaited<ReturnType<typeof findOwnWantedPost>> }> {
  const t = getI18n(context).getFixedT(null, "wanted");
  const member = await requireMember(context, url, WANTED_GATE_REASON);
  try {
    return { member, post: await findOwnWantedPost(getServices(context).db, member, id) };
  } catch (error) {
    if (error instanceof WantedError) {
      throw data(wantedRefusalIn(error.message, t), { status: error.status });
    }
    throw error;
  }
}

export async function wantedFormAction({ request, context, url }: FormArgs, target: Target) {
  const t = getI18n(context).getFixedT(null, "wanted");
  const messages = wantedMessagesFor(t);
  const member =
    target.mode === "edit"
      ? (await requireOwnWantedPost(context, url, target.id)).member
      : await requireMember(context, url, WANTED_GATE_REASON);
  const { db, toasts } = getServices(context);
  const form = await readForm(request, context);
  const submission = parseWithZod(form, { schema: wantedSchemaFor(t) });
  if (submission.status !== "success") {
    return data<WantedFormActionData>({ result: submission.reply() }, { status: 400 });
  }
  try {
    if (target.mode === "create") await createWantedPost(db, member, submission.value);
    else await updateWantedPost(db, member, target.id, submission.value);
  } catch (error) {
    if (error instanceof EmailNotVerifiedError) {
      return data<WantedFormActionData>(
        { result: submission.reply({ formErrors: [messages.emailFirst] }) },
        { status: 403 },
      );
    }
    if (!(error instanceof WantedError)) throw error;
    const message =
      trustRefusalIn(error, t, getLanguage(context)) ?? wantedRefusalIn(error.message, t);
    const reply = error.field
      ? submission.reply({ fieldErrors: { [error.field]: [message] } })
      : submission.reply({ formErrors: [message] });
    return data<WantedFormActionData>({ result: reply }, { status: error.status });
  }
  return toasts.redirect(MY_WANTED_PATH, {
    type: "success",
    title: target.mode === "create" ? t("toasts.published") : t("toasts.updated"),
    description: target.mode === "create" ? t("toasts.publishedText") : t("toasts.updatedText"),
  });
}
