// Pure rules for a listing's status, shared by the my-listings page and the services.

export const listingStatuses = ["active", "swapped", "completed", "unavailable"] as const;
export type ListingStatus = (typeof listingStatuses)[number];

export function isListingStatus(value: unknown): value is ListingStatus {
  return typeof value === "string" && (listingStatuses as readonly string[]).includes(value);
}

/**
 * What the owner may do (specification part 1 §4, part 2 §4): from active, mark it swapped or
 * unavailable; from any other status, mark it active again. Nothing else: 'completed' exists
 * (and counts as Completed on the dashboard) but is not an owner's choice from active.
 */
const allowed: Record<ListingStatus, readonly ListingStatus[]> = {
  active: ["swapped", "unavailable"],
  swapped: ["active"],
  completed: ["active"],
  unavailable: ["active"],
};

export function canTransition(from: ListingStatus, to: ListingStatus): boolean {
  return allowed[from].includes(to);
}

/** The statuses the owner may choose next, in a stable order for buttons. */
export function nextStatuses(from: ListingStatus): readonly ListingStatus[] {
  return allowed[from];
}

/** A missing or unknown stored status counts as active. */
export function effectiveStatus(status: string | null | undefined): ListingStatus {
  return isListingStatus(status) ? status : "active";
}

/** The dashboard's two counts: 'active' is Active, anything else is Completed. */
export function dashboardBucket(status: string | null | undefined): "active" | "completed" {
  return effectiveStatus(status) === "active" ? "active" : "completed";
}

export const listingStatusLabels: Record<ListingStatus, string> = {
  active: "Active",
  swapped: "Swapped",
  completed: "Completed",
  unavailable: "Unavailable",
};

/** The toast after a change: 'Listing marked as {status}'. */
export function statusChangedMessage(status: ListingStatus): string {
  return `Listing marked as ${status}`;
}

export const LISTING_DELETED_MESSAGE = "Listing deleted successfully";
