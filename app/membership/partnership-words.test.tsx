import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { i18nFor } from "~/i18n/i18n.server";
import type { Language } from "~/i18n/languages";
import { LaunchOfferStatement, launchOfferOn } from "./launch-offer";
import { PartnershipBenefits } from "./partnership-benefits";
import { RevenueCalculator } from "./partnership-calculator";
import { PartnershipQuestions } from "./partnership-questions";
import { reachNoteText, reachNoteWordsFrom, reachNoteWordsIn } from "./reach-notes";

// The partnership page's words from the `community` catalogue (decision 0098): English word for
// word as the page said before, Welsh in Welsh, and the calculator's notes the same in React and
// in the page's inline script (which gets them as data).

const AFTER_LAUNCH = new Date("2026-06-01T12:00:00Z");
const DURING_LAUNCH = new Date("2025-06-01T12:00:00Z");

function render(node: ReactNode, lng: Language = "en") {
  const router = createMemoryRouter([{ path: "/", element: node }]);
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18nFor(lng)}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

const textOf = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ")
    .trim();

describe("the partnership's words", () => {
  it("says the launch offer as before in English, and in Welsh with Welsh dates", () => {
    const ended = launchOfferOn(AFTER_LAUNCH);
    expect(textOf(render(<LaunchOfferStatement launchOffer={ended} ratePence={25} />))).toBe(
      "The 50p launch offer ended on 31 December 2025. Every paying member you bring now earns your organisation 25p.",
    );
    const running = launchOfferOn(DURING_LAUNCH);
    expect(textOf(render(<LaunchOfferStatement launchOffer={running} ratePence={50} />))).toBe(
      "Launch offer: 50p for every paying member until 31 December 2025. From 1 January 2026 the rate is 25p.",
    );
    const welsh = launchOfferOn(AFTER_LAUNCH, "cy");
    expect(welsh.lastDay).toBe("31 Rhagfyr 2025");
    expect(textOf(render(<LaunchOfferStatement launchOffer={welsh} ratePence={25} />, "cy"))).toBe(
      "Daeth y cynnig lansio o 50p i ben ar 31 Rhagfyr 2025. Mae pob aelod sy’n talu a ddaw drwoch chi nawr yn ennill 25p i’ch sefydliad.",
    );
  });

  it("keeps the questions' and benefits' English, and the launch answer either side of its end", () => {
    const questions = (now: Date, lng: Language = "en") =>
      textOf(
        render(<PartnershipQuestions launchOffer={launchOfferOn(now, lng)} ratePence={25} />, lng),
      );
    expect(questions(AFTER_LAUNCH)).toContain(
      "What happened to the 50p launch offer? It ended on 31 December 2025. Members whose first payment was made by then earned their organisation 50p each. For first payments made since, the rate is 25p.",
    );
    expect(questions(DURING_LAUNCH)).toContain(
      "It runs until 31 December 2025: a member whose first payment is made by then earns your organisation 50p. From 1 January 2026 the rate is 25p.",
    );
    expect(questions(AFTER_LAUNCH)).toContain(
      "your organisation earns the rate in force that day, which is 25p now.",
    );
    expect(questions(AFTER_LAUNCH, "cy")).toContain("Cwestiynau mae sefydliadau’n eu gofyn");
    const benefits = textOf(render(<PartnershipBenefits ratePence={25} />));
    expect(benefits).toContain(
      "25p for every paying member When someone who signed up with your link pays for their first year, your organisation earns 25p. It costs them nothing extra.",
    );
  });

  it("words the calculator's notes once, for React and the inline script alike", () => {
    const en = i18nFor("en").getFixedT("en", "community");
    const words = reachNoteWordsIn(en, "en-GB");
    const note = (kind: keyof typeof words, input: string, reach: number) =>
      reachNoteText(words[kind], input, reach, "en-GB");
    // As reach-notes.ts said them before the catalogue.
    expect(note("not-a-number", "  abc ", 0)).toBe(
      "We could not read “abc” as a number, so we have counted it as 0. Enter a whole number, such as 120.",
    );
    expect(note("negative", "-3", 0)).toBe(
      "A number of people cannot be below 0, so we have counted it as 0.",
    );
    expect(note("fraction", "1200.5", 1200)).toBe(
      "We count whole people only, so we have worked it out for 1,200.",
    );
    expect(note("capped", "5000000", 1_000_000)).toBe(
      "We work it out for up to 1,000,000 people, so we have used that.",
    );
    // What was typed goes in as typed, never read as a placeholder or a replacement pattern.
    expect(note("not-a-number", "{reach} $&", 0)).toContain("“{reach} $&”");

    const markup = render(<RevenueCalculator initialInput="abc" ratePence={25} lng="cy" />, "cy");
    const attribute = /data-reach-notes="([^"]*)"/.exec(markup)?.[1] ?? "";
    const welsh = reachNoteWordsFrom(attribute.replace(/&quot;/g, '"'));
    expect(welsh?.["not-a-number"]).toContain("{input}");
    expect(textOf(markup)).toContain(
      "Doedden ni ddim yn gallu darllen “abc” fel rhif, felly rydyn ni wedi’i gyfrif fel 0.",
    );
    expect(textOf(markup)).toContain("Faint allai eich sefydliad ei ennill?");
  });
});
