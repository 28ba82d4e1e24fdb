import { Ban } from "lucide-react";
import { lazy, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useFetcher } from "react-router";
import { useHydrated } from "~/components/hydration";
import { OnDemandDialog } from "~/components/on-demand-dialog";
import { Button } from "~/components/ui/button";
import type { BlockReply } from "./block-dialog-panel";
import { type BlockTarget, blockHref } from "./block-target";

const loadPanel = () => import("./block-dialog-panel");
const BlockDialogPanel = lazy(loadPanel);

/**
 * A 'Block' button for pages whose Report buttons are dialogs (the listing page), built as the
 * report dialog is: with JavaScript it opens the confirmation in a dialog, its code loaded on
 * first use; before that it is a link to the /block confirmation page.
 */
export function BlockDialog({ target }: { target: BlockTarget }) {
  const { t } = useTranslation("common");
  const hydrated = useHydrated();
  const fetcher = useFetcher<BlockReply>();
  const [open, setOpen] = useState(false);
  const done = fetcher.state === "idle" && fetcher.data?.blocked;
  useEffect(() => {
    if (done) setOpen(false);
  }, [done]);
  const label = t("block.block", { name: target.memberName });
  if (!hydrated) {
    return (
      <Button asChild variant="ghost" size="sm" className="w-fit">
        <Link to={blockHref(target)}>
          <Ban aria-hidden="true" /> {label}
        </Link>
      </Button>
    );
  }
  return (
    <OnDemandDialog
      panel={BlockDialogPanel}
      load={loadPanel}
      panelProps={{ target, fetcher }}
      open={open}
      onOpenChange={setOpen}
      variant="ghost"
      size="sm"
      className="w-fit"
    >
      <Ban aria-hidden="true" /> {label}
    </OnDemandDialog>
  );
}
