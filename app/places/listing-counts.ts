// The words the city and free-food pages put around their listing counts.

const count = (n: number) => n.toLocaleString("en-GB");

/** '1 active listing in Leeds', '12 active listings in Leeds'. */
export function activeListingsText(total: number, cityName: string): string {
  return `${count(total)} active ${total === 1 ? "listing" : "listings"} in ${cityName}`;
}

/** '1 free listing in Leeds', '3 free listings in Leeds'. */
export function freeListingsText(total: number, cityName: string): string {
  return `${count(total)} free ${total === 1 ? "listing" : "listings"} in ${cityName}`;
}

/** The specification's link when a city has more listings than the page shows. */
export function viewAllListingsText(total: number): string {
  return `View All ${count(total)} Listings`;
}

/** The same for the free-food page. */
export function viewAllFreeListingsText(total: number): string {
  return `View All ${count(total)} Free Listings`;
}
