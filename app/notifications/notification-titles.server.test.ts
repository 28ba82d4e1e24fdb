import { describe, expect, it } from "vitest";
import { parseListingFilters } from "~/listings/listing-schema";
import { browseHref } from "~/listings/listing-view";
import { describeSavedSearch } from "~/saved-searches/saved-search-description";
import { englishEmail } from "~/server/email/templates/email-language";
import { wantedHref } from "~/wanted/wanted-view";
import { notificationTitleIn } from "./notification-titles.server";

// A stored notification's title in the reader's language (decision 0098). The titles below are
// as the code that makes them stores them, in English: rows made before this change are the same.

const href = "/dashboard";
const stored = [
  { kind: "messages", title: "New message from Sam", href },
  { kind: "forum-replies", title: "Sam replied to “Compost tips”", href },
  { kind: "listing-expiry", title: "Is your Plums still available?", href },
  { kind: "harvest-reminders", title: "Your Carrots should be ready to harvest", href },
  { kind: "wanted-posts", title: "Someone near you is looking for Plums", href },
  { kind: "wanted-posts", title: "3 members near you are looking for Plums", href },
  { kind: "wanted-posts", title: "Listed near you: Plums", href },
  { kind: "handovers", title: "Sam asked for Plums", href },
  { kind: "handovers", title: "Plums is reserved for you", href },
  { kind: "handovers", title: "Sam cancelled the reservation of Plums", href },
  { kind: "verification", title: "Leeds Pantry is verified on Glut", href },
  { kind: "moderation", title: "Your Glut account has been suspended", href },
  { kind: "moderation", title: "Your forum topic on Glut has been hidden", href },
] as const;

const filters = parseListingFilters(
  new URLSearchParams({ category: "Fruits", type: "Free", near: "Leeds", within: "5" }),
);
const savedSearch = {
  kind: "saved-searches",
  title: englishEmail("savedSearch.subject", {
    news: englishEmail("savedSearch.listings.news", { count: 2, name: "Plums" }),
    description: describeSavedSearch(filters),
  }),
  href: browseHref(filters),
};
// The Wanted tab's address has no type: a search for one is described from the stored words.
const wantedFilters = { ...filters, type: "All" } as const;
const savedWanted = {
  kind: "saved-searches",
  title: englishEmail("savedSearch.subject", {
    news: englishEmail("savedSearch.wanted.news", { count: 1, title: "Apples" }),
    description: describeSavedSearch(wantedFilters),
  }),
  href: wantedHref(wantedFilters),
};

describe("notificationTitleIn", () => {
  it("shows English readers every title exactly as stored", () => {
    for (const row of [...stored, savedSearch, savedWanted]) {
      expect(notificationTitleIn("en", row)).toBe(row.title);
    }
  });

  it("says every kind's stored English title in Welsh", () => {
    expect(stored.map((row) => notificationTitleIn("cy", row))).toEqual([
      "Neges newydd gan Sam",
      "Mae Sam wedi ateb “Compost tips”",
      "Ydy’ch Plums ar gael o hyd?",
      "Dylai eich Carrots fod yn barod i’w gynaeafu",
      "Mae rhywun yn agos atoch yn chwilio am Plums",
      "Mae 3 aelod yn agos atoch yn chwilio am Plums",
      "Wedi’i restru yn agos atoch: Plums",
      "Mae Sam wedi gofyn am Plums",
      "Mae Plums wedi’i neilltuo i chi",
      "Mae Sam wedi canslo’r neilltuad o Plums",
      "Mae Leeds Pantry wedi’i ddilysu ar Glut",
      "Mae eich cyfrif Glut wedi’i atal",
      "Mae cymedrolwr wedi cuddio eich pwnc yn y fforwm ar Glut",
    ]);
  });

  it("says a saved search's news and the search itself in Welsh, from the stored address", () => {
    const title = notificationTitleIn("cy", savedSearch);
    expect(title).not.toBe(savedSearch.title);
    expect(title).not.toMatch(/new listings|Fruits|within/);
    expect(notificationTitleIn("cy", savedWanted)).not.toMatch(/Wanted:|Fruits|within/);
    // Filters the address does not hold (a type, on the Wanted tab): the search as stored.
    const typed = { ...savedWanted, title: savedSearch.title };
    expect(notificationTitleIn("cy", typed)).toMatch(
      /ar gyfer .* · Free · within 5 miles of Leeds$/,
    );
  });

  it("shows as stored what it cannot say again", () => {
    const unknown = [
      { kind: "handovers", title: "Mae Sam wedi cynnig amser casglu ar gyfer Plums", href },
      { kind: "messages", title: "An older wording", href },
      { kind: "no-such-kind", title: "New message from Sam", href },
    ];
    for (const row of unknown) expect(notificationTitleIn("cy", row)).toBe(row.title);
  });
});
