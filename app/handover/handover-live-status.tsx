import { useTranslation } from "react-i18next";
import { InlineScript } from "~/components/inline-script";
import { LIVE_STATUS_SHOWN } from "~/live/live-change-status";
import handoverLiveScript from "./handover-live.island.ts?inline-script";
import { HANDOVER_LIVE_CHANGES } from "./handover-live-changes";

/** The part of a handover page a live refresh replaces (`handover-live.enhance.ts`). */
export const LIVE_BODY = { "data-live-body": "" } as const;

/**
 * A handover page's status line for live changes (decision 0094). The page is static (decision
 * 0103): the server sends the line empty with its words, and an inline script fetches the page
 * again and replaces its `LIVE_BODY` when nothing is being typed or focused there, and otherwise
 * says what changed with a link to refresh.
 */
export function HandoverLiveStatus({
  handoverId,
  path,
  typed,
}: {
  /** The handover the page shows, or null for the list (which any handover event concerns). */
  handoverId: string | null;
  path: string;
  /** The page is an answer holding what the member typed: never replaced under them. */
  typed?: boolean;
}) {
  const { t } = useTranslation("handovers");
  const changes = Object.fromEntries(
    HANDOVER_LIVE_CHANGES.map((key) => [key, t(`live.changes.${key}`)]),
  );
  return (
    // `contents`: the empty line takes no gap in the page's column.
    <div
      className="contents"
      data-live-handover={handoverId ?? ""}
      data-live-typed={typed ? "" : undefined}
      data-live-updated={t("live.updated", { what: "{what}" })}
      data-live-changed={t("live.changed", { what: "{what}" })}
      data-live-changes={JSON.stringify(changes)}
      data-live-shown={LIVE_STATUS_SHOWN}
    >
      <p role="status" className="sr-only" data-live-status="">
        <span data-live-words="" />{" "}
        <a href={path} hidden data-live-reload="">
          {t("live.refresh")}
        </a>
      </p>
      <InlineScript code={handoverLiveScript} />
    </div>
  );
}
