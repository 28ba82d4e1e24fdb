// The block dialog's contents, loaded when a Block button is first used (on-demand-dialog).
import { useTranslation } from "react-i18next";
import type { useFetcher } from "react-router";
import { FormErrors } from "~/components/form-errors";
import type { OnDemandPanelProps } from "~/components/on-demand-dialog";
import { OnDemandDialogPanel } from "~/components/on-demand-dialog-panel";
import { BlockForm } from "./block-form";
import type { BlockTarget } from "./block-target";

export interface BlockReply {
  blocked: boolean;
  error?: string;
}

export default function BlockDialogPanel({
  target,
  fetcher,
  ...panel
}: {
  target: BlockTarget;
  fetcher: ReturnType<typeof useFetcher<BlockReply>>;
} & OnDemandPanelProps) {
  const { t } = useTranslation("common");
  const error = fetcher.state === "idle" ? fetcher.data?.error : undefined;
  return (
    <OnDemandDialogPanel
      {...panel}
      title={t("block.confirm", { name: target.memberName })}
      description={t("block.description")}
    >
      <FormErrors id="block-errors" errors={error ? [error] : undefined} />
      <BlockForm target={target} fetcher={fetcher} />
    </OnDemandDialogPanel>
  );
}
