import { describe, expect, it } from "vitest";
import { breadcrumbList } from "./breadcrumbs";

describe("breadcrumbList", () => {
  it("numbers the trail from 1 and gives each crumb its absolute address, the last being the page", () => {
    expect(
      breadcrumbList(
        [{ label: "Home", to: "/" }, { label: "Locations", to: "/locations" }, { label: "Leeds" }],
        "https://glut.example",
        "/city/leeds",
      ),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://glut.example/" },
        {
          "@type": "ListItem",
          position: 2,
          name: "Locations",
          item: "https://glut.example/locations",
        },
        {
          "@type": "ListItem",
          position: 3,
          name: "Leeds",
          item: "https://glut.example/city/leeds",
        },
      ],
    });
  });
});
