import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { HandoverStatusBadge, MemberLink } from "./handover-details";
import type { HandoverListRow } from "./handover-reads.server";

/** The member's handovers, one card each, its title linking to the handover's page. */
export function HandoverList({ handovers }: { handovers: readonly HandoverListRow[] }) {
  const { t } = useTranslation("handovers");
  return (
    <ul className="flex flex-col gap-3" aria-label={t("list.label")}>
      {handovers.map((handover) => (
        <li
          key={handover.id}
          className="flex flex-col gap-1.5 rounded-card border border-line bg-card p-4"
        >
          <div className="flex flex-wrap items-center gap-2">
            <Link to={`/handovers/${handover.id}`} className="text-lg font-bold break-words">
              {handover.listingTitle}
            </Link>
            <HandoverStatusBadge status={handover.status} />
          </div>
          <p>
            {handover.side === "giver" ? t("list.givingTo") : t("list.from")}
            <MemberLink person={handover.other} />
          </p>
          {handover.status === "reserved" ? (
            <p className="text-ink-muted">
              {handover.pickup
                ? t(handover.pickup.agreed ? "list.pickup" : "list.proposed", {
                    label: handover.pickup.label,
                  })
                : t("list.noPickup")}
            </p>
          ) : (
            <p className="text-ink-muted">
              {t(`list.on.${handover.status}`, { date: handover.on })}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
