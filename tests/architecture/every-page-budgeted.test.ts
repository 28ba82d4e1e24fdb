import { describe, expect, it } from "vitest";
import routes from "../../app/routes";
import { budgetedPages } from "../../bench/js-budget";

// Issue 31 asks a first-load JavaScript ceiling for every page. A page is a route module that
// renders (a .tsx file) and is not a layout; resource routes (.ts) send no HTML. Each page module
// needs at least one entry in bench/js-budget.json whose path is one of its addresses, so a new
// page cannot ship without being measured by tests/e2e/js-budget.spec.ts or its own spec.

interface RouteEntry {
  file: string;
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

/** Every page module with the addresses it answers at, as patterns with `:name` parameters. */
function pageAddresses(entries: readonly RouteEntry[], parent = ""): Map<string, string[]> {
  const pages = new Map<string, string[]>();
  for (const entry of entries) {
    const address = entry.path ? `${parent}/${entry.path}` : parent || "/";
    if (entry.children) {
      for (const [file, addresses] of pageAddresses(entry.children, parent)) {
        pages.set(file, [...(pages.get(file) ?? []), ...addresses]);
      }
    } else if (entry.file.endsWith(".tsx")) {
      pages.set(entry.file, [...(pages.get(entry.file) ?? []), address]);
    }
  }
  return pages;
}

/** A route pattern as a test of a budget's path: `:id` and `{id}` both stand for one segment. */
function matchesAddress(pattern: string, budgetPath: string): boolean {
  const wanted = (budgetPath.split("?")[0] ?? "").replace(/\{[^}]+\}/g, ":param");
  const segments = (path: string) => path.split("/").filter(Boolean);
  const route = segments(pattern);
  const budget = segments(wanted);
  if (route.at(-1) === "*") return false;
  return (
    route.length === budget.length &&
    route.every((segment, i) => segment === budget[i] || (segment.startsWith(":") && !!budget[i]))
  );
}

const pages = pageAddresses(routes as RouteEntry[]);

describe("the first-load JavaScript budget", () => {
  it("finds the pages in app/routes.ts", () => {
    expect(pages.size).toBeGreaterThan(60);
    expect(pages.get("routes/listings/detail.tsx")).toEqual(["/listings/:id"]);
  });

  it("has an entry for every page", () => {
    const unbudgeted = [...pages]
      .filter(([, addresses]) => addresses[0] !== "/*")
      .filter(
        ([, addresses]) =>
          !budgetedPages.some((budget) =>
            addresses.some((address) => matchesAddress(address, budget.path)),
          ),
      )
      .map(([file, addresses]) => `${file} (${addresses.join(", ")})`);
    expect(unbudgeted).toEqual([]);
  });

  it("has an entry for the not-found page, at an address no other route answers", () => {
    const notFound = budgetedPages.filter((budget) => budget.status === 404);
    expect(notFound).toHaveLength(1);
    const claimed = [...pages.values()]
      .flat()
      .filter((address) => address !== "/*")
      .some((address) => matchesAddress(address, notFound[0]?.path ?? ""));
    expect(claimed).toBe(false);
  });
});
