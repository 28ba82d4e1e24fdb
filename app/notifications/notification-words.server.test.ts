import { describe, expect, it } from "vitest";
import { DEFAULT_REVIEW_NOTES } from "~/accounts/verification-notes";
import { parseListingFilters } from "~/listings/listing-schema";
import { browseHref } from "~/listings/listing-view";
import { formatUkDate } from "~/planting/uk-calendar";
import { describeSavedSearch } from "~/saved-searches/saved-search-description";
import { englishEmail } from "~/server/email/templates/email-language";
import { wantedHref } from "~/wanted/wanted-view";
import { notificationBodyIn, notificationTitleIn } from "./notification-words.server";

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

// The bodies as the code that tells a member writes them.
const bodies = [
  { kind: "messages", body: "About Plums: “Are they still there? “Yes” he said”" },
  { kind: "forum-replies", body: "A reply to your topic." },
  { kind: "forum-replies", body: "A reply to a topic you follow." },
  {
    kind: "harvest-reminders",
    body: `Planted on ${formatUkDate("2026-04-12")}. Got more than you need? List the surplus.`,
  },
  {
    kind: "listing-expiry",
    body: `Its last day is ${formatUkDate("2026-12-02")}. Renew it from My Listings if it is still there.`,
  },
  { kind: "handovers", body: "Choose who it goes to from the listing's requests." },
  { kind: "handovers", body: "Gill reserved it for you: agree a pickup on the handover page." },
  { kind: "handovers", body: "You stay in the queue, in case it comes free again." },
  { kind: "wanted-posts", body: "In Leeds, for your post “Plums”." },
  { kind: "moderation", body: "Reason: Spam. You can appeal from the complaints page." },
  { kind: "moderation", body: "“Fresh plums”: Spam. You can appeal from the complaints page." },
  { kind: "moderation", body: "Your suspension has been lifted and what it hid is back." },
  { kind: "verification", body: DEFAULT_REVIEW_NOTES.approved },
  { kind: "verification", body: DEFAULT_REVIEW_NOTES.rejected },
].map((row) => ({ ...row, title: "", href }));

describe("notificationBodyIn", () => {
  it("shows English readers every body exactly as stored", () => {
    for (const row of bodies) expect(notificationBodyIn("en", row)).toBe(row.body);
  });

  it("says the code's words in Welsh, what members wrote as they wrote it", () => {
    expect(bodies.map((row) => notificationBodyIn("cy", row))).toEqual([
      "Am Plums: “Are they still there? “Yes” he said”",
      "Ateb i’ch pwnc.",
      "Ateb i bwnc rydych chi’n ei ddilyn.",
      "Plannwyd ar 12 Ebrill 2026. Mwy nag sydd ei angen arnoch? Rhestrwch eich cynnyrch dros ben.",
      "Ei ddiwrnod olaf yw 2 Rhagfyr 2026. Adnewyddwch ef o Fy Hysbysebion os yw ar gael o hyd.",
      "Dewiswch pwy sy’n ei gael o geisiadau’r hysbyseb.",
      "Mae Gill wedi’i neilltuo i chi: cytunwch ar amser casglu ar dudalen y trosglwyddiad.",
      "Rydych chi’n aros yn y ciw, rhag ofn y daw ar gael eto.",
      "Yn Leeds, ar gyfer eich cais “Plums”.",
      "Rheswm: Spam. Gallwch apelio o’r dudalen gwynion.",
      "“Fresh plums”: Spam. Gallwch apelio o’r dudalen gwynion.",
      "Mae eich ataliad wedi’i godi ac mae’r hyn a guddiodd yn ôl.",
      "Sefydliad wedi’i ddilysu a’i gymeradwyo ar gyfer mynediad am ddim.",
      "Gwrthodwyd y dilysu. Cysylltwch â’r tîm cymorth am ragor o wybodaeth.",
    ]);
  });

  it("shows as stored a body that is data or a reviewer's own notes", () => {
    const data = [
      { kind: "saved-searches", body: "Plums, Apples" },
      { kind: "verification", body: "Welcome aboard." },
      { kind: "handovers", body: "Mae Sam wedi canslo’r neilltuad o “Plums”." },
    ].map((row) => ({ ...row, title: "", href }));
    for (const row of data) expect(notificationBodyIn("cy", row)).toBe(row.body);
  });
});
