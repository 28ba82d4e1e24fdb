import type { TFunction } from "i18next";
import type { SharedSoFarWords } from "~/handover/shared-so-far";
import { FORMAT_LOCALE, type Language } from "~/i18n/languages";

/**
 * What was shared across the UK, in the page's language (`home.shared`): the same four cases as
 * a city page's (`citySharedWordsIn`).
 */
export function sharedSoFarWords(t: TFunction<"pages">, lng: Language): SharedSoFarWords {
  const locale = FORMAT_LOCALE[lng];
  const monthName = new Intl.DateTimeFormat(locale, { month: "long", timeZone: "UTC" });
  const items = (count: number) =>
    t("home.shared.items", { count, n: count.toLocaleString(locale) });
  return {
    title: t("home.shared.title"),
    uk: ({ thisMonth, thisYear }, period) => {
      const month = monthName.format(new Date(`${period.month}-01T12:00:00Z`));
      const year = period.year;
      if (thisYear === 0) return t("home.shared.none", { year });
      if (thisMonth === thisYear) {
        return t("home.shared.sameMonth", { items: items(thisYear), month, year });
      }
      if (thisMonth === 0) {
        return t("home.shared.noneThisMonth", { items: items(thisYear), month, year });
      }
      return t("home.shared.both", {
        items: items(thisMonth),
        month,
        yearCount: thisYear.toLocaleString(locale),
        year,
      });
    },
    beFirst: t("home.shared.beFirst"),
    shareLink: t("home.shared.shareLink"),
    beFirstAfter: t("home.shared.beFirstAfter"),
    note: t("home.shared.note"),
  };
}
