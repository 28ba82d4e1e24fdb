import { describe, expect, it } from "vitest";
import { meta as dashboardMeta } from "~/routes/accounts/dashboard";
import { meta as reportsMeta } from "~/routes/admin/reports";
import { meta as handoverMeta } from "~/routes/handovers/handover";
import { meta as thanksMeta } from "~/routes/handovers/thanks";
import { meta as myWantedMeta } from "~/routes/wanted/my-wanted";
import { messagesFor } from "./catalogues.server";
import type { Language } from "./languages";

// A page whose loader threw (a 404, a refusal) and which shows its own ErrorBoundary has no loader
// data: its title comes from the root's shell words, in the page's language (decisions 0098,
// 0116). A page without its own boundary shows the root's, whose title is the root's.

type Meta = (args: never) => ReadonlyArray<Record<string, unknown>>;

function tagsFor(meta: Meta, lng: Language | null) {
  const root = lng ? { messages: messagesFor(lng, ["common"]) } : undefined;
  const matches = [{ id: "root", loaderData: root }];
  return meta({ loaderData: undefined, matches, params: {}, location: {} } as never);
}

const titleOf = (meta: Meta, lng: Language | null) =>
  tagsFor(meta, lng).find((tag) => "title" in tag)?.title;

const pages: Array<[string, Meta, string, string]> = [
  ["a handover", handoverMeta, "Handover | Glut", "Trosglwyddiad | Glut"],
  ["a handover's thanks", thanksMeta, "Say thanks | Glut", "Dweud diolch | Glut"],
  ["the moderation screen", reportsMeta, "Reports | Glut", "Adroddiadau | Glut"],
  [
    "a member's wanted posts",
    myWantedMeta,
    "Your Wanted Posts | Glut",
    "Eich Ceisiadau ‘Yn Eisiau’ | Glut",
  ],
  ["the dashboard", dashboardMeta, "Your dashboard | Glut", "Eich dangosfwrdd | Glut"],
];

describe("meta without loader data", () => {
  it.each(pages)("titles %s in the page's language", (_name, meta, english, welsh) => {
    expect(titleOf(meta, "cy")).toBe(welsh);
    expect(titleOf(meta, "en")).toBe(english);
  });

  it.each(pages)("titles %s in English when the root has no data", (_name, meta, english) => {
    expect(titleOf(meta, null)).toBe(english);
  });
});
