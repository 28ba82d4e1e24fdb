import path from "node:path";
import { describe, expect, it } from "vitest";
import { bundleInlineScript } from "./inline-scripts";

const root = path.resolve(import.meta.dirname, "..");

describe("bundleInlineScript", () => {
  it("makes one self-contained script of a module and what it imports, without its data tables", async () => {
    const code = await bundleInlineScript(
      path.join(root, "app/places/allotment-search.island.ts"),
      root,
    );
    expect(code).toMatch(/^\(function\(\)\{/);
    expect(code).not.toMatch(/\bimport\b|\brequire\(/);
    // The rule it imports is carried; the directory's councils (server-rendered) are not.
    expect(code).toContain("Showing ");
    expect(code).not.toContain("Leeds City Council");
    expect(code.length).toBeLessThan(3_000);
  });

  it("refuses a module that does not exist", async () => {
    await expect(
      bundleInlineScript(path.join(root, "app/places/no-such.island.ts"), root),
    ).rejects.toThrow();
  });
});
