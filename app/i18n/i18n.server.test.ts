import { describe, expect, it } from "vitest";
import { detectLanguage, i18nFor, languageCookie } from "./i18n.server";
import { alternatePath, languageFromCookie, languageFromQuery, switchPath } from "./languages";

const url = (path: string) => new URL(path, "http://glut.test");

describe("choosing a request's language", () => {
  it("takes ?lng= first, then the member's account, then the visitor's cookie, then English", () => {
    expect(detectLanguage(url("/?lng=cy"), "en", "glut_lng=en")).toBe("cy");
    expect(detectLanguage(url("/?lng=en"), "cy", "glut_lng=cy")).toBe("en");
    expect(detectLanguage(url("/"), "cy", "glut_lng=en")).toBe("cy");
    expect(detectLanguage(url("/"), null, "other=1; glut_lng=cy")).toBe("cy");
    expect(detectLanguage(url("/"), null, null)).toBe("en");
  });

  it("ignores a language it does not speak, wherever it is asked for", () => {
    expect(languageFromQuery(url("/?lng=fr"))).toBeNull();
    expect(languageFromCookie("glut_lng=fr")).toBeNull();
    expect(detectLanguage(url("/?lng=de"), null, "glut_lng=xx")).toBe("en");
  });

  it("keeps the visitor's choice in a necessary cookie for a year", () => {
    expect(languageCookie("cy", true)).toBe(
      "glut_lng=cy; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly; Secure",
    );
    expect(languageCookie("en", false)).not.toContain("Secure");
  });
});

describe("a page's address in each language", () => {
  it("keeps the path and query and names the language on the switch", () => {
    expect(switchPath("/food-banks?q=Cardiff&page=2", "cy")).toBe(
      "/food-banks?q=Cardiff&page=2&lng=cy",
    );
    expect(switchPath("/food-banks?lng=cy&q=Cardiff", "en")).toBe("/food-banks?lng=en&q=Cardiff");
  });

  it("gives search engines English at the plain address and Welsh at ?lng=cy", () => {
    expect(alternatePath("/about?lng=cy", "en")).toBe("/about");
    expect(alternatePath("/about", "cy")).toBe("/about?lng=cy");
  });
});

describe("Welsh plurals", () => {
  it("uses all six of Welsh's plural forms, as CLDR names them", () => {
    const i18n = i18nFor("cy");
    i18n.addResourceBundle("cy", "test", {
      apples_zero: "dim afalau",
      apples_one: "{{count}} afal",
      apples_two: "{{count}} afal (deuol)",
      apples_few: "{{count}} afal (ychydig)",
      apples_many: "{{count}} afal (llawer)",
      apples_other: "{{count}} o afalau",
    });
    const t = i18n.getFixedT("cy", "test");
    expect([0, 1, 2, 3, 6, 4, 100].map((count) => t("apples", { count }))).toEqual([
      "dim afalau",
      "1 afal",
      "2 afal (deuol)",
      "3 afal (ychydig)",
      "6 afal (llawer)",
      "4 o afalau",
      "100 o afalau",
    ]);
  });

  it("keeps English's two", () => {
    const t = i18nFor("en").getFixedT("en", "common");
    expect(t("messagesUnread", { count: 1 })).toBe("Messages, 1 unread");
    expect(t("messagesUnread", { count: 3 })).toBe("Messages, 3 unread");
  });

  it("chooses the shell's singular in Welsh for one message", () => {
    const t = i18nFor("cy").getFixedT("cy", "common");
    expect(t("messagesUnread", { count: 1 })).toBe("Negeseuon, 1 heb ei darllen");
    expect(t("messagesUnread", { count: 2 })).toBe("Negeseuon, 2 heb eu darllen");
  });
});
