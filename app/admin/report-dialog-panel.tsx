// The report dialog's contents, loaded when a Report button is first used (on-demand-dialog).
import type { SubmissionResult } from "@conform-to/react";
import type { useFetcher } from "react-router";
import type { OnDemandPanelProps } from "~/components/on-demand-dialog";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { ReportForm } from "./report-form";
import type { ReportTarget } from "./report-target";

export interface ReportReply {
  result: SubmissionResult<string[]>;
  sent: boolean;
}

export interface ReportPanelProps {
  id: string;
  target: ReportTarget;
  label: string;
  description: string;
  fetcher: ReturnType<typeof useFetcher<ReportReply>>;
}

export default function ReportDialogPanel({
  open,
  onOpenChange,
  onCloseAutoFocus,
  id,
  target,
  label,
  description,
  fetcher,
}: ReportPanelProps & OnDemandPanelProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{label}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <ReportForm
          id={id}
          target={target}
          fetcher={fetcher}
          lastResult={fetcher.state === "idle" ? fetcher.data?.result : null}
        />
      </DialogContent>
    </Dialog>
  );
}
