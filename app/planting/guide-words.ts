import type { GuideWords } from "~/data/planting-months";
import { type SeasonGuide, seasonGuides } from "~/data/planting-seasons";
import type { Language } from "~/i18n/languages";
import type { Translate } from "~/i18n/messages";
import { monthName } from "./uk-calendar";

// The guide's texts in the page's language, from the planting catalogue (decision 0098). English
// gives back the data's own words (its catalogue is made from them); the loader words the guides
// so the browser gets the lists it shows, in one language, as data.

/** Crop names, notes and each month's texts, by their English. */
export function guideWords(t: Translate, lng: Language): GuideWords {
  return {
    crop: (name) => t(`crops.${name}`),
    note: (text) => t(`cropNotes.${text}`),
    month: (text) => ({
      month: text.month,
      name: monthName(text.month, lng),
      focus: t(`months.${text.month}.focus`),
      keyTips: text.keyTips.map((_, index) => t(`months.${text.month}.tips.${index + 1}`)),
      activities: text.activities.map((_, index) =>
        t(`months.${text.month}.activities.${index + 1}`),
      ),
    }),
  };
}

/** A season's card: `name` stays the English key (ids, frost notes), `title` is shown. */
export interface SeasonCard extends SeasonGuide {
  title: string;
}

export function seasonCards(t: Translate): SeasonCard[] {
  return seasonGuides.map((season) => ({
    ...season,
    title: t(`seasons.${season.name}.name`),
    months: t(`seasons.${season.name}.months`),
    description: t(`seasons.${season.name}.description`),
    keyTasks: season.keyTasks.map((_, index) => t(`seasons.${season.name}.tasks.${index + 1}`)),
    vegetables: season.vegetables.map((crop) => t(`crops.${crop}`)),
    fruits: season.fruits.map((crop) => t(`crops.${crop}`)),
  }));
}
