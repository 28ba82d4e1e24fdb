import { englishFrom } from "~/i18n/english";
import { DEFAULT_LANGUAGE, type Language } from "~/i18n/languages";
import enForum from "~/i18n/locales/en/forum";
import type { Translate } from "~/i18n/messages";

// The categories are reference data seeded in English (drizzle/0007_forum.sql); a Welsh page
// shows each one's Welsh name and description from the `forum` catalogue, found by its slug.
// English pages show the database's own words, so a category renamed there reads as renamed; one
// the catalogue does not know yet keeps its English on Welsh pages too.

/** What a forum page is written in: its language, and the `forum` namespace's translator. */
export interface ForumLanguage {
  lng: Language;
  t: Translate;
}

/** English, for code that has no request (tests, jobs). */
export const ENGLISH_FORUM: ForumLanguage = { lng: DEFAULT_LANGUAGE, t: englishFrom(enForum) };

export function categoryName(slug: string, name: string, { lng, t }: ForumLanguage): string {
  if (lng === DEFAULT_LANGUAGE) return name;
  return t(`categories.${slug}.name`, { defaultValue: name });
}

export function categoryDescription(
  slug: string,
  description: string,
  { lng, t }: ForumLanguage,
): string {
  if (lng === DEFAULT_LANGUAGE) return description;
  return t(`categories.${slug}.description`, { defaultValue: description });
}

/** A category as a page in `language` shows it. */
export function categoryIn<C extends { slug: string; name: string; description: string }>(
  category: C,
  language: ForumLanguage,
): C {
  return {
    ...category,
    name: categoryName(category.slug, category.name, language),
    description: categoryDescription(category.slug, category.description, language),
  };
}
