import { describe, expect, it } from "vitest";
import { pageMeta } from "./seo";

describe("pageMeta", () => {
  it("gives the canonical link and Open Graph tags from the app's address", () => {
    const tags = pageMeta({
      title: "Forum",
      description: "Talk",
      path: "/forum",
      appUrl: "https://glut.example",
      lng: "cy",
    });
    expect(tags).toContainEqual({ title: "Forum | Glut" });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://glut.example/forum?lng=cy",
    });
  });

  it("gives only the title and description when the loader gave no app address", () => {
    const tags = pageMeta({ title: "Handover", description: "", path: "/handovers/x", appUrl: "" });
    expect(tags).toEqual([{ title: "Handover | Glut" }, { name: "description", content: "" }]);
  });

  it("describes the site's card in the page's language; a page's own picture as it says (decision 0119)", () => {
    const alt = (tags: ReturnType<typeof pageMeta>, key: "og:image:alt" | "twitter:image:alt") =>
      tags.find(
        (tag) =>
          (tag as { property?: string; name?: string })[
            key.startsWith("og") ? "property" : "name"
          ] === key,
      ) as { content: string } | undefined;
    const page = {
      title: "Forum",
      description: "Talk",
      path: "/forum",
      appUrl: "https://glut.example",
    };
    for (const key of ["og:image:alt", "twitter:image:alt"] as const) {
      expect(alt(pageMeta(page), key)?.content).toBe(
        "Glut: share your garden surplus with neighbours across the UK",
      );
      expect(alt(pageMeta({ ...page, lng: "cy" }), key)?.content).toBe(
        "Glut: rhannwch gynnyrch dros ben eich gardd â chymdogion ledled y DU",
      );
      const image = { url: "/p.webp", width: 1, height: 1, alt: "Llun o foron" };
      expect(alt(pageMeta({ ...page, lng: "cy", image }), key)?.content).toBe("Llun o foron");
    }
  });
});
