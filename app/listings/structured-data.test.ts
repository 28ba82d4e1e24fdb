import { describe, expect, it } from "vitest";
import { listingsItemList, STRUCTURED_DATA_LISTINGS } from "./structured-data";

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
