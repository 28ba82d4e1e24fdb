const pounds = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" });

/** Money as Glut shows it: "£1.00", or "25p" for amounts under a pound when `short` is set. */
export function formatPence(pence: number, options: { short?: boolean } = {}): string {
  if (options.short && Math.abs(pence) < 100) return `${pence}p`;
  return pounds.format(pence / 100);
}
