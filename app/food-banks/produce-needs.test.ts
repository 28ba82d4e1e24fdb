import { describe, expect, it } from "vitest";
import {
  itemsMetBy,
  needSearchTerms,
  needsAsSearches,
  offersExcess,
  produceNeed,
  produceNeeds,
} from "./produce-needs";

const listing = (name: string, category = "Vegetables", description: string | null = null) => ({
  name,
  description,
  category,
});

describe("produceNeed: which food-bank items fresh produce can meet", () => {
  it.each([
    ["Potatoes", ["potatoes"], []],
    ["potatoes (fresh)", ["potatoes"], []],
    ["Fresh potatoes", ["potatoes"], []],
    ["Onions", ["onions"], []],
    ["Carrots", ["carrots"], []],
    ["Apples", ["apples"], []],
    ["Potatoes & onions", ["potatoes", "onions"], []],
    ["Fresh Vegetables", [], ["vegetables"]],
    ["Fresh veg", [], ["vegetables"]],
    ["Fresh Fruit", [], ["fruit"]],
    ["Fresh fruit and vegetables", [], ["vegetables", "fruit"]],
    ["Fresh produce", [], ["vegetables", "fruit"]],
  ])("%s is fresh produce", (item, produce, fresh) => {
    const need = produceNeed(item);
    expect(need?.item).toBe(item);
    expect(need?.produce.map((p) => p.key)).toEqual(produce);
    expect(need?.fresh).toEqual(fresh);
  });

  it.each([
    "Tinned potatoes",
    "Tinned Tomatoes",
    "Tinned vegetables",
    "Tinned fruit",
    "Canned carrots",
    "Instant mash",
    "Dried potato",
    "Fruit juice",
    "Apple juice",
    "Rice pudding",
    "Tomato soup",
    "Pasta sauce",
    "Potato waffles",
    "Tinned fish",
    "UHT milk",
    "Rice",
    "Tea bags",
    "Baked beans",
    "Long life fruit juice",
    // On these lists a bare "fruit" or "vegetables" is usually tinned: only "fresh" says otherwise.
    "Vegetables",
    "Fruit",
    "",
  ])("%s is not", (item) => {
    expect(produceNeed(item)).toBeUndefined();
  });
});

describe("itemsMetBy: what a listing meets", () => {
  const needs = ["Tinned potatoes", "UHT milk", "Potatoes", "Fresh fruit", "Fruit juice"];

  it("meets a named item with the produce, in any form of the word", () => {
    expect(itemsMetBy(listing("Maris Piper potatoes"), needs)).toEqual(["Potatoes"]);
    expect(itemsMetBy(listing("Spare spuds"), needs)).toEqual(["Potatoes"]);
    expect(itemsMetBy(listing("Veg box", "Vegetables", "A sack of potato"), needs)).toEqual([
      "Potatoes",
    ]);
  });

  it("meets 'fresh fruit' or 'fresh vegetables' by the listing's category", () => {
    expect(itemsMetBy(listing("Bramleys", "Fruits"), needs)).toEqual(["Fresh fruit"]);
    expect(itemsMetBy(listing("Courgettes"), ["Fresh vegetables"])).toEqual(["Fresh vegetables"]);
    expect(itemsMetBy(listing("Courgettes"), ["Fresh fruit"])).toEqual([]);
    expect(itemsMetBy(listing("Mint", "Herbs"), ["Fresh fruit and vegetables"])).toEqual([]);
  });

  it("never meets tinned, dried or juice items, whatever the produce", () => {
    const preserved = ["Tinned potatoes", "Tinned tomatoes", "Fruit juice", "Rice pudding"];
    expect(itemsMetBy(listing("Potatoes"), preserved)).toEqual([]);
    expect(itemsMetBy(listing("Tomatoes"), preserved)).toEqual([]);
    expect(itemsMetBy(listing("Apples", "Fruits"), preserved)).toEqual([]);
  });

  it("does not take another crop or something made from the produce for it", () => {
    expect(itemsMetBy(listing("Sweet potatoes"), ["Potatoes"])).toEqual([]);
    expect(itemsMetBy(listing("Spring onions"), ["Onions"])).toEqual([]);
    expect(itemsMetBy(listing("Apple juice", "Other"), ["Apples"])).toEqual([]);
    expect(itemsMetBy(listing("Tomato plants", "Seedlings"), ["Tomatoes"])).toEqual([]);
    expect(itemsMetBy(listing("Pineapple sage", "Herbs"), ["Apples"])).toEqual([]);
    expect(itemsMetBy(listing("Pears", "Fruits"), ["Apples"])).toEqual([]);
  });

  it("meets an item naming two crops with either", () => {
    expect(itemsMetBy(listing("Red onions"), ["Potatoes and onions"])).toEqual([
      "Potatoes and onions",
    ]);
  });
});

describe("what the database is asked for", () => {
  it("asks for the produce's stems and the fresh categories", () => {
    expect(
      needSearchTerms(produceNeeds(["Potatoes", "Tinned tomatoes", "Fresh fruit", "Onions"])),
    ).toEqual({ words: ["potato", "spud", "onion", "shallot"], categories: ["Fruits"] });
  });

  it("gives a food bank's needs as searches, the seam for saved searches", () => {
    expect(needsAsSearches(["Potatoes", "Rice", "Fresh vegetables", "Tinned carrots"])).toEqual([
      { item: "Potatoes", search: "potato" },
      { item: "Fresh vegetables", category: "Vegetables" },
    ]);
  });
});

describe("excess items: what a food bank already has too much of (decision 0096)", () => {
  it("keeps a listing of an excess item from meeting any of its needs", () => {
    const needs = ["Fresh vegetables", "Potatoes"];
    expect(itemsMetBy(listing("Charlotte potatoes"), needs, ["Potatoes", "Pasta"])).toEqual([]);
    expect(itemsMetBy(listing("Carrots"), needs, ["Potatoes", "Pasta"])).toEqual([
      "Fresh vegetables",
    ]);
  });

  it("reads the excess list by the needs' own rules: tinned goods never match produce", () => {
    expect(offersExcess(listing("Charlotte potatoes"), ["Tinned potatoes", "Pasta"])).toBe(false);
    expect(offersExcess(listing("Bramley apples", "Fruits"), ["Fresh fruit"])).toBe(true);
    expect(offersExcess(listing("Bramley apples", "Fruits"), [])).toBe(false);
  });
});
