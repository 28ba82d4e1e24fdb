import { Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { NativeDialog } from "~/components/native-dialog";
import { Button } from "~/components/ui/button";

// Deleting for good is confirmed first: in a native dialog the page's script opens, and without
// JavaScript on a panel that the page shows in place (the trigger is then a link to the page with
// that panel open). Listings and plantings use the same pieces; each says what goes and posts its
// own fields.

export const DELETE_TRIGGER_LOOK = "text-tomato hover:text-tomato";

/**
 * The pieces' words: the shell's (`common:delete.*`), in the page's language, unless a page
 * passes its own (issue 38, decision 0098).
 */
export interface DeleteWords {
  delete: string;
  cancel: string;
  deleting: string;
  deleteForGood: string;
  /** The panel's heading for the thing named. */
  confirm: (name: string) => string;
}

/** The shell's words for deleting, in the page's language. */
export function useDeleteWords(): DeleteWords {
  const { t } = useTranslation("common");
  return {
    delete: t("delete.delete"),
    cancel: t("delete.cancel"),
    deleting: t("delete.deleting"),
    deleteForGood: t("delete.deleteForGood"),
    confirm: (name) => t("delete.confirm", { name }),
  };
}

/** The trigger's words: "Delete", and for screen readers what goes. */
export function DeleteTriggerLabel({ name, words: given }: { name: string; words?: DeleteWords }) {
  const common = useDeleteWords();
  const words = given ?? common;
  return (
    <>
      <Trash2 aria-hidden="true" /> {words.delete}
      <span className="sr-only"> {name}</span>
    </>
  );
}

/** Before JavaScript: a link to the page with the confirmation panel open. */
export function DeleteLink({
  name,
  href,
  words,
  replacedBy,
}: {
  name: string;
  href: string;
  words?: DeleteWords;
  /** On a static page, the native dialog its script opens instead (native-dialog.enhance.ts). */
  replacedBy?: string;
}) {
  return (
    <Button asChild variant="ghost" size="sm" className={DELETE_TRIGGER_LOOK}>
      <a href={href} data-replaced-by={replacedBy}>
        <DeleteTriggerLabel name={name} words={words} />
      </a>
    </Button>
  );
}

/**
 * The link to the confirmation panel (decision 0113), and beside it a hidden trigger and a native
 * dialog holding the form, which the page's script shows and opens instead
 * (`enhanceDialogOpeners`). `fields` are posted to `action`, as by the panel.
 */
export function NativeDeleteDialog({
  id,
  name,
  href,
  title,
  description,
  action,
  fields,
  closeLabel,
}: {
  id: string;
  name: string;
  href: string;
  title: string;
  description: string;
  action: string;
  fields: Record<string, string>;
  closeLabel: string;
}) {
  const words = useDeleteWords();
  return (
    <>
      <DeleteLink name={name} href={href} replacedBy={id} />
      <Button
        type="button"
        hidden
        aria-haspopup="dialog"
        data-opens-dialog={id}
        variant="ghost"
        size="sm"
        className={DELETE_TRIGGER_LOOK}
      >
        <DeleteTriggerLabel name={name} words={words} />
      </Button>
      <NativeDialog id={id} title={title} description={description} closeLabel={closeLabel}>
        <form
          method="post"
          action={action}
          className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end"
        >
          {Object.entries(fields).map(([field, value]) => (
            <input key={field} type="hidden" name={field} value={value} />
          ))}
          <Button type="submit" form={`${id}-close`} variant="outline" hidden>
            {words.cancel}
          </Button>
          <Button type="submit" variant="destructive" data-submitting={words.deleting}>
            <Trash2 aria-hidden="true" /> {words.deleteForGood}
          </Button>
        </form>
      </NativeDialog>
    </>
  );
}

/** Without JavaScript: the confirmation as part of the page, posting `fields` to `action`. */
export function ConfirmDeletePanel({
  name,
  description,
  action,
  fields,
  cancelTo,
  headingLevel = 2,
  words: given,
}: {
  name: string;
  description: string;
  action: string;
  fields: Record<string, string>;
  cancelTo: string;
  headingLevel?: 2 | 3;
  words?: DeleteWords;
}) {
  const common = useDeleteWords();
  const words = given ?? common;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section
      id="confirm-delete"
      aria-labelledby="confirm-delete-title"
      className="flex flex-col gap-3 rounded-card border-2 border-tomato bg-card p-5"
    >
      <Heading id="confirm-delete-title" className="text-xl break-words">
        {words.confirm(name)}
      </Heading>
      <p>{description}</p>
      <Form method="post" action={action} className="flex flex-wrap gap-3">
        {Object.entries(fields).map(([field, value]) => (
          <input key={field} type="hidden" name={field} value={value} />
        ))}
        <Button type="submit" variant="destructive">
          <Trash2 aria-hidden="true" /> {words.deleteForGood}
        </Button>
        <Button asChild variant="outline">
          <Link to={cancelTo}>{words.cancel}</Link>
        </Button>
      </Form>
    </section>
  );
}
