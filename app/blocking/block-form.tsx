import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import type { BlockTarget } from "./block-target";

// The one Block form (decision 0074): on the /block confirmation page, inside a disclosure on
// conversation and forum pages, and in a dialog on the listing page. It posts to /block, so it
// works without JavaScript; opening it and pressing its button is the confirmation.

export function BlockForm({ target }: { target: BlockTarget }) {
  const { t } = useTranslation("common");
  return (
    <Form method="post" action="/block" className="flex flex-col gap-3">
      <input type="hidden" name="intent" value="block" />
      <input type="hidden" name="blockerId" value={target.blockerId} />
      <input type="hidden" name="memberId" value={target.memberId} />
      <input type="hidden" name="returnTo" value={target.returnTo} />
      <p className="text-sm">{t("block.consequences", { name: target.memberName })}</p>
      <Button
        type="submit"
        variant="outline"
        size="sm"
        className="w-fit"
        data-submitting={t("block.blocking")}
      >
        {t("block.block", { name: target.memberName })}
      </Button>
    </Form>
  );
}

/** A 'Block' disclosure holding the form, beside the Report disclosure of the same pages. */
export function BlockDisclosure({ target }: { target: BlockTarget }) {
  const { t } = useTranslation("common");
  return (
    <details className="group">
      <summary className="cursor-pointer rounded-md font-semibold text-leaf-deep underline underline-offset-4">
        {t("block.block", { name: target.memberName })}
      </summary>
      <div className="mt-2 flex flex-col gap-3 rounded-card border border-line bg-cream p-3">
        <BlockForm target={target} />
      </div>
    </details>
  );
}

/** Lifts a block: in account settings, and where a blocked member's content would be. */
export function UnblockForm({
  blockId,
  memberName,
  returnTo,
}: {
  blockId: string;
  memberName: string;
  returnTo: string;
}) {
  const { t } = useTranslation("common");
  return (
    <Form method="post" action="/block">
      <input type="hidden" name="intent" value="unblock" />
      <input type="hidden" name="blockId" value={blockId} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <Button type="submit" variant="outline" size="sm">
        {t("block.unblock")} <span className="sr-only">{memberName}</span>
      </Button>
    </Form>
  );
}
