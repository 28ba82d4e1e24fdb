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
});
