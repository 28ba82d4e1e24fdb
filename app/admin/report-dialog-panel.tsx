// The report dialog's contents, loaded when a Report button is first used (on-demand-dialog).
import type { SubmissionResult } from "@conform-to/react";
import type { useFetcher } from "react-router";
import type { OnDemandPanelProps } from "~/components/on-demand-dialog";
import { OnDemandDialogPanel } from "~/components/on-demand-dialog-panel";
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
  id,
  target,
  label,
  description,
  fetcher,
  ...panel
}: ReportPanelProps & OnDemandPanelProps) {
  return (
    <OnDemandDialogPanel {...panel} title={label} description={description}>
      <ReportForm
        id={id}
        target={target}
        fetcher={fetcher}
        lastResult={fetcher.state === "idle" ? fetcher.data?.result : null}
      />
    </OnDemandDialogPanel>
  );
}
