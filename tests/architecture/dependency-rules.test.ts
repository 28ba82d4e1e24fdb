import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { cruise, type IForbiddenRuleType } from "dependency-cruiser";
import { afterEach, describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
const { forbidden } = require("../../.dependency-cruiser.cjs") as {
  forbidden: IForbiddenRuleType[];
};

let tree: string | undefined;

afterEach(async () => {
  if (tree) await rm(tree, { recursive: true, force: true });
  tree = undefined;
});

/** Writes a small tree of TypeScript files and runs the project's rules over it. */
async function violationsOf(files: Record<string, string>): Promise<string[]> {
  tree = await mkdtemp(path.join(os.tmpdir(), "glut-rules-"));
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(tree, file)), { recursive: true });
    await writeFile(path.join(tree, file), text);
  }
  const result = await cruise(["app"], {
    baseDir: tree,
    ruleSet: { forbidden },
    validate: true,
    tsPreCompilationDeps: true,
  });
  if (typeof result.output === "string") throw new Error("expected the JSON result");
  return result.output.summary.violations.map(
    (violation) => `${violation.rule.name}: ${violation.from} -> ${violation.to}`,
  );
}

const fine = {
  "app/server/db.server.ts": "export const db = 1;\n",
  "app/listings/listings.server.ts":
    'import { db } from "../server/db.server.ts";\nexport const list = db;\n',
  "app/routes/listings.tsx":
    'import { list } from "../listings/listings.server.ts";\nexport default list;\n',
  "app/components/ui/button.tsx": "export const Button = 1;\n",
};

describe("the dependency rules of `npm run lint`", () => {
  it("accept a tree whose imports point down the layers", async () => {
    expect(await violationsOf(fine)).toEqual([]);
  });

  it("refuse infrastructure that imports a domain", async () => {
    expect(
      await violationsOf({
        ...fine,
        "app/server/db.server.ts":
          'import { list } from "../listings/listings.server.ts";\nexport const db = list;\n',
        "app/listings/listings.server.ts": "export const list = 1;\n",
      }),
    ).toEqual([
      "infrastructure-imports-no-domain: app/server/db.server.ts -> app/listings/listings.server.ts",
    ]);
  });

  it("refuse a domain that imports a route module", async () => {
    expect(
      await violationsOf({
        ...fine,
        "app/listings/listings.server.ts":
          'import page from "../routes/listings.tsx";\nexport const list = page;\n',
        "app/routes/listings.tsx": "export default 1;\n",
      }),
    ).toEqual([
      "nothing-imports-routes: app/listings/listings.server.ts -> app/routes/listings.tsx",
    ]);
  });

  it("refuse a UI primitive that imports the app", async () => {
    expect(
      await violationsOf({
        ...fine,
        "app/components/ui/button.tsx":
          'import { list } from "../../listings/listings.server.ts";\nexport const Button = list;\n',
      }),
    ).toEqual([
      "ui-primitives-import-nothing-of-the-app: app/components/ui/button.tsx -> app/listings/listings.server.ts",
    ]);
  });

  it("refuse a domain that imports the composition", async () => {
    expect(
      await violationsOf({
        ...fine,
        "app/composition/domains.ts":
          'import { list } from "../listings/listings.server.ts";\nexport const domains = [list];\n',
        "app/listings/listings.server.ts":
          'import { domains } from "../composition/domains.ts";\nexport const list = domains;\n',
      }),
    ).toContain(
      "domains-do-not-import-the-composition: app/listings/listings.server.ts -> app/composition/domains.ts",
    );
  });

  it("refuse a domain reading another's tables (its own table file may name them for a foreign key)", async () => {
    const violations = await violationsOf({
      ...fine,
      "app/accounts/accounts.table.ts": "export const profiles = 1;\n",
      "app/accounts/account-directory.server.ts":
        'import { profiles } from "./accounts.table.ts";\nexport const names = profiles;\n',
      "app/forum/forum.table.ts":
        'import { profiles } from "../accounts/accounts.table.ts";\nexport const posts = profiles;\n',
      "app/forum/forum-topics.server.ts":
        'import { profiles } from "../accounts/accounts.table.ts";\nimport { names } from "../accounts/account-directory.server.ts";\nexport const list = [profiles, names];\n',
    });
    expect(violations).toEqual([
      "a-domain-reads-another-through-its-services: app/forum/forum-topics.server.ts -> app/accounts/accounts.table.ts",
    ]);
  });

  it("refuse a route module reading a table", async () => {
    const violations = await violationsOf({
      ...fine,
      "app/listings/listings.table.ts": "export const listings = 1;\n",
      "app/routes/listings.tsx":
        'import { listings } from "../listings/listings.table.ts";\nexport default listings;\n',
    });
    expect(violations).toEqual([
      "routes-read-no-tables: app/routes/listings.tsx -> app/listings/listings.table.ts",
    ]);
  });

  it("refuse an import circle", async () => {
    const violations = await violationsOf({
      ...fine,
      "app/listings/a.server.ts": 'import { b } from "./b.server.ts";\nexport const a = b;\n',
      "app/listings/b.server.ts": 'import { a } from "./a.server.ts";\nexport const b = () => a;\n',
    });
    expect(violations.filter((line) => line.startsWith("no-circular:"))).toEqual([
      "no-circular: app/listings/a.server.ts -> app/listings/b.server.ts",
    ]);
  });
});
