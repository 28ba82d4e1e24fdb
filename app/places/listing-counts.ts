// The words the city and free-food pages put around their listing counts.

/** A count, with '+' when it is a lower bound (the listings search stops counting at 100). */
const count = (n: number, exact: boolean) => `${n.toLocaleString("en-GB")}${exact ? "" : "+"}`;

/** '1 active listing in Leeds', '12 active listings in Leeds'. */
export function activeListingsText(total: number, cityName: string, exact = true): string {
  return `${count(total, exact)} active ${total === 1 ? "listing" : "listings"} in ${cityName}`;
}

/** '1 free listing in Leeds', '3 free listings in Leeds'. */
export function freeListingsText(total: number, cityName: string, exact = true): string {
  return `${count(total, exact)} free ${total === 1 ? "listing" : "listings"} in ${cityName}`;
}

/** The specification's link when a city has more listings than the page shows. */
export function viewAllListingsText(total: number, exact = true): string {
  return `View All ${count(total, exact)} Listings`;
}

/** The same for the free-food page. */
export function viewAllFreeListingsText(total: number, exact = true): string {
  return `View All ${count(total, exact)} Free Listings`;
}
