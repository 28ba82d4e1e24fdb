import { HandHeart } from "lucide-react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";

/**
 * Food banks within 10 miles whose public list of needs this listing meets (decision 0050).
 * Shown to the owner alone; nothing is sent to the food banks. The needs are the food banks' own
 * words, listed in the page's language ('potatoes, onions and carrots').
 */
export function FoodBanksNeeding({
  foodBanks,
}: {
  foodBanks: ReadonlyArray<{ name: string; href: string; items: string[]; distance: string }>;
}) {
  const { t, i18n } = useTranslation("listings");
  return (
    <section
      aria-labelledby="food-banks-needing-title"
      className="flex flex-col gap-2 rounded-card border border-leaf bg-leaf-soft p-4"
    >
      <h2 id="food-banks-needing-title" className="flex items-center gap-2 text-xl">
        <HandHeart aria-hidden="true" className="size-5 shrink-0 text-leaf" />
        {t("detail.foodBanksNeeding.title", { count: foodBanks.length })}
      </h2>
      <ul className="flex flex-col gap-1.5">
        {foodBanks.map((foodBank) => (
          <li key={foodBank.href}>
            <Trans
              t={t}
              i18nKey="detail.foodBanksNeeding.asksFor"
              values={{
                name: foodBank.name,
                items: itemList(
                  foodBank.items.map((item) => item.toLowerCase()),
                  i18n.language,
                ),
                distance: foodBank.distance,
              }}
              components={[<Link key="food-bank" to={foodBank.href} />]}
            />
          </li>
        ))}
      </ul>
      <p className="text-sm text-ink-muted">{t("detail.foodBanksNeeding.source")}</p>
    </section>
  );
}

/**
 * 'potatoes, onions and carrots'; in Welsh 'a', or 'ac' before a vowel (ICU's Welsh list writes
 * "a(c)", not knowing the word that follows).
 */
function itemList(items: readonly string[], lng: string): string {
  if (lng !== "cy") return new Intl.ListFormat("en-GB", { type: "conjunction" }).format(items);
  if (items.length <= 1) return items[0] ?? "";
  const last = items.at(-1) ?? "";
  return `${items.slice(0, -1).join(", ")} ${/^[aeiouwyâêîôûŵŷ]/i.test(last) ? "ac" : "a"} ${last}`;
}
