import { HandHeart } from "lucide-react";
import { Link } from "react-router";

/**
 * Food banks within 10 miles whose public list of needs this listing meets (decision 0050).
 * Shown to the owner alone; nothing is sent to the food banks.
 */
export function FoodBanksNeeding({
  foodBanks,
}: {
  foodBanks: ReadonlyArray<{ name: string; href: string; items: string[]; distance: string }>;
}) {
  return (
    <section
      aria-labelledby="food-banks-needing-title"
      className="flex flex-col gap-2 rounded-card border border-leaf bg-leaf-soft p-4"
    >
      <h2 id="food-banks-needing-title" className="flex items-center gap-2 text-xl">
        <HandHeart aria-hidden="true" className="size-5 shrink-0 text-leaf" />
        {foodBanks.length === 1
          ? "A food bank near you needs this"
          : "Food banks near you need this"}
      </h2>
      <ul className="flex flex-col gap-1.5">
        {foodBanks.map((foodBank) => (
          <li key={foodBank.href}>
            <Link to={foodBank.href}>{foodBank.name}</Link> asks for{" "}
            {itemList(foodBank.items.map((item) => item.toLowerCase()))}: they are{" "}
            {foodBank.distance} from you.
          </li>
        ))}
      </ul>
      <p className="text-sm text-ink-muted">
        From each food bank&rsquo;s public list of needs. Glut has not told them about your listing:
        if you would like to give, contact them first to check they can take fresh produce.
      </p>
    </section>
  );
}

/** 'potatoes', 'potatoes and onions', 'potatoes, onions and carrots'. */
function itemList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}
