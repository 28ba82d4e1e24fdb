import { Flag } from "lucide-react";
import { lazy, useEffect, useState } from "react";
import { Link, useFetcher } from "react-router";
import { useHydrated } from "~/components/hydration";
import { OnDemandDialog } from "~/components/on-demand-dialog";
import { Button } from "~/components/ui/button";
import type { ReportReply } from "./report-dialog-panel";
import { type ReportTarget, reportHref } from "./report-target";

const loadPanel = () => import("./report-dialog-panel");
const ReportDialogPanel = lazy(loadPanel);

/**
 * A 'Report' button for pages that already use dialogs: with JavaScript it opens the form in a
 * dialog, its code loaded on first use; before that it is a link to /report with the same form.
 */
export function ReportDialog({
  id,
  target,
  label,
  description,
}: {
  id: string;
  target: ReportTarget;
  label: string;
  description: string;
}) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<ReportReply>();
  const [open, setOpen] = useState(false);
  const sent = fetcher.state === "idle" && fetcher.data?.sent;
  useEffect(() => {
    if (sent) setOpen(false);
  }, [sent]);
  if (!hydrated) {
    return (
      <Button asChild variant="ghost" size="sm" className="w-fit">
        <Link to={reportHref(target)}>
          <Flag aria-hidden="true" /> {label}
        </Link>
      </Button>
    );
  }
  return (
    <OnDemandDialog
      panel={ReportDialogPanel}
      load={loadPanel}
      panelProps={{ id, target, label, description, fetcher }}
      open={open}
      onOpenChange={setOpen}
      variant="ghost"
      size="sm"
      className="w-fit"
    >
      <Flag aria-hidden="true" /> {label}
    </OnDemandDialog>
  );
}
