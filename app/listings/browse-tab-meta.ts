import { pageMeta } from "~/components/seo";
import type { Language } from "~/i18n/languages";
import { shellMessage } from "~/i18n/meta-messages";

// The head of a /listings tab (the listings, or the Wanted posts): its own title and address, or
// the shell's "Unable to Load Listings" when its loader failed and sent no words.

interface TabPage {
  title: string;
  description: string;
  appUrl: string;
  lng: Language;
}

export function browseTabMeta<Page extends TabPage>(
  loaderData: Page | undefined,
  matches: Parameters<typeof shellMessage>[0],
  path: (page: Page) => string,
) {
  if (!loaderData) {
    const title = shellMessage(matches, "listings.browseErrorTitle") ?? "Unable to Load Listings";
    return [{ title: `${title} | Glut` }];
  }
  return pageMeta({
    title: loaderData.title,
    description: loaderData.description,
    path: path(loaderData),
    appUrl: loaderData.appUrl,
    lng: loaderData.lng,
  });
}
