import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Forms are read in one place (app/server/forms/read-form.server.ts), where control characters are
// removed and an unreadable body becomes a 400. An action that calls request.formData() itself
// would bring back the 500s a NUL byte caused.

const root = path.resolve(import.meta.dirname, "../..");
const ONE_PLACE = "app/server/forms/read-form.server.ts";

async function sourceFiles(folder: string): Promise<string[]> {
  const entries = await readdir(path.join(root, folder), { withFileTypes: true });
  const files = await Promise.all(
    entries.map(async (entry) => {
      const relative = path.posix.join(folder, entry.name);
      if (entry.isDirectory()) return sourceFiles(relative);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : [];
    }),
  );
  return files.flat();
}

function readsFormItself(source: string): boolean {
  return /\.formData\(\s*\)/.test(source);
}

describe("forms are read in one place", () => {
  it("finds a direct read when there is one", () => {
    expect(readsFormItself("const form = await request.formData();")).toBe(true);
    expect(readsFormItself("const form = await readForm(request);")).toBe(false);
  });

  it("has no action in app/ reading request.formData() itself", async () => {
    const offenders: string[] = [];
    for (const file of await sourceFiles("app")) {
      if (file === ONE_PLACE) continue;
      if (readsFormItself(await readFile(path.join(root, file), "utf8"))) offenders.push(file);
    }
    expect(offenders).toEqual([]);
  });
});
