import { Link } from "react-router";
import { HandoverStatusBadge, MemberLink } from "./handover-details";
import type { HandoverListRow } from "./handover-reads.server";

const happened = { reserved: "Reserved", collected: "Collected", cancelled: "Cancelled" } as const;

/** The member's handovers, one card each, its title linking to the handover's page. */
export function HandoverList({ handovers }: { handovers: readonly HandoverListRow[] }) {
  return (
    <ul className="flex flex-col gap-3" aria-label="Handovers">
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
            {handover.side === "giver" ? (
              <>
                You are giving to <MemberLink person={handover.other} />
              </>
            ) : (
              <>
                From <MemberLink person={handover.other} />
              </>
            )}
          </p>
          {handover.status === "reserved" ? (
            <p className="text-ink-muted">
              {handover.pickup
                ? `${handover.pickup.agreed ? "Pickup" : "Proposed"}: ${handover.pickup.label}`
                : "No pickup time yet"}
            </p>
          ) : (
            <p className="text-ink-muted">
              {happened[handover.status]} on {handover.on}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
