import { describe, expect, it } from "vitest";
import { jsonLdText, listingsItemList, STRUCTURED_DATA_LISTINGS } from "./structured-data";

const listings = Array.from({ length: 14 }, (_, index) => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`,
  name: `Courgettes ${index + 1}`,
}));

describe("listingsItemList", () => {
  it("lists the first 10 listings as ListItems with absolute addresses, in order", () => {
    const list = listingsItemList(listings, "https://glut.example");
    expect(list["@type"]).toBe("ItemList");
    expect(list.itemListElement).toHaveLength(STRUCTURED_DATA_LISTINGS);
    expect(list.itemListElement[0]).toEqual({
      "@type": "ListItem",
      position: 1,
      name: "Courgettes 1",
      url: "https://glut.example/listings/00000000-0000-4000-8000-000000000000",
    });
    expect(list.itemListElement[9]?.position).toBe(10);
  });

  it("is empty for no listings", () => {
    expect(listingsItemList([], "https://glut.example").itemListElement).toEqual([]);
  });
});

describe("jsonLdText", () => {
  it("cannot close the script tag, whatever a title says", () => {
    const value = { name: "</script><script>alert(1)</script> & <!-- \u2028\u2029" };
    const text = jsonLdText(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain("\\u003c/script\\u003e");
    expect(JSON.parse(text)).toEqual(value);
  });
});
