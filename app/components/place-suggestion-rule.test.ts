import { afterEach, describe, expect, it, vi } from "vitest";
import { placeSuggester, placesIn } from "./place-suggestion-rule";

// The one rule behind the forms' hook and the static browse pages' enhancer (decision 0104).

const towns = ["Leeds", "Belfast"];

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function answering(places: Record<string, string[]>) {
  const asked: string[] = [];
  vi.stubGlobal("fetch", async (url: string) => {
    const typed = new URL(url, "http://glut.test").searchParams.get("q") ?? "";
    asked.push(typed);
    return new Response(JSON.stringify({ places: places[typed] ?? [] }));
  });
  return asked;
}

describe("placeSuggester", () => {
  it("hands back the towns themselves while they will do, asking nothing", () => {
    const asked = answering({});
    const shown: (readonly string[])[] = [];
    const suggester = placeSuggester(towns, (places) => shown.push(places));
    suggester.typed("Lee");
    expect(shown).toEqual([towns]);
    expect(shown[0]).toBe(towns);
    expect(asked).toEqual([]);
  });

  it("asks the server once typing pauses, and nothing more once stopped", async () => {
    vi.useFakeTimers();
    const asked = answering({ LS6: ["LS6"], Carrick: ["Carrickfergus"] });
    const shown: (readonly string[])[] = [];
    const suggester = placeSuggester(towns, (places) => shown.push(places));
    // Two letters are neither a postcode's start nor enough of a town: the towns will do.
    suggester.typed("LS");
    suggester.typed("LS6 ");
    await vi.advanceTimersByTimeAsync(149);
    expect(asked).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked).toEqual(["LS6"]);
    expect(shown).toEqual([towns, ["LS6"]]);
    suggester.typed("Carrick");
    suggester.stop();
    await vi.advanceTimersByTimeAsync(500);
    expect(asked).toEqual(["LS6"]);
  });
});

describe("placesIn", () => {
  it("keeps the names in /places/suggest's answer, and refuses anything else", () => {
    expect(placesIn({ places: ["Bangor", 3, "Newry"] })).toEqual(["Bangor", "Newry"]);
    expect(placesIn({ places: "Bangor" })).toBeNull();
    expect(placesIn(null)).toBeNull();
  });
});
