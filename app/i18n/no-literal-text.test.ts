import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Files with no words for a reader, or whose words are rightly not in the catalogues, each with
 * its reason (decision 0116). Every other `.tsx` file under `app/` is checked, found by walking the
 * folder, so a new file is checked without anyone listing it. Empty since every file passes: an
 * exception is added only with a reason a reviewer can judge.
 */
const EXCEPTIONS: ReadonlyMap<string, string> = new Map<string, string>([]);

const APP = path.join(process.cwd(), "app");

/** Every component and route module: each non-test `.tsx` file under `app/`. */
function componentFiles(): string[] {
  return (readdirSync(APP, { recursive: true, encoding: "utf8" }) as string[])
    .filter((file) => file.endsWith(".tsx") && !file.endsWith(".test.tsx"))
    .map((file) => `app/${file.split(path.sep).join("/")}`)
    .sort();
}

const CHECKED_FILES = componentFiles().filter((file) => !EXCEPTIONS.has(file));

/** Words that are the same in every language: the name of the site. */
const SAME_IN_EVERY_LANGUAGE = new Set(["Glut"]);

/** Attributes people read or hear, which must come from a catalogue too. */
const READ_ATTRIBUTES = new Set([
  "aria-label",
  "aria-description",
  "title",
  "alt",
  "placeholder",
  "label",
  "hint",
  "description",
  // What a static page's script shows on a button while its form is on the way (decision 0110).
  "data-submitting",
  "data-busy",
]);

/** A prop that holds words to be read: a read attribute's name, or one ending Label, Text or Title. */
const isReadProp = (name: string) => READ_ATTRIBUTES.has(name) || /(Label|Text|Title)$/.test(name);

const hasWords = (text: string) => /\p{L}/u.test(text) && !SAME_IN_EVERY_LANGUAGE.has(text.trim());

/** The words written into a file's JSX: text between tags, and read attributes given as strings. */
function literalText(file: string, source: string): string[] {
  const sourceFile = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) {
      found.push(node.text.trim().replace(/\s+/g, " "));
    } else if (
      ts.isJsxAttribute(node) &&
      READ_ATTRIBUTES.has(node.name.getText(sourceFile)) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      hasWords(node.initializer.text)
    ) {
      found.push(`${node.name.getText(sourceFile)}="${node.initializer.text}"`);
    } else if (
      ts.isBindingElement(node) &&
      node.initializer &&
      (ts.isStringLiteral(node.initializer) ||
        ts.isNoSubstitutionTemplateLiteral(node.initializer)) &&
      isReadProp((node.propertyName ?? node.name).getText(sourceFile)) &&
      hasWords(node.initializer.text)
    ) {
      // A prop people read with English for its default: a caller that forgets it shows English.
      found.push(
        `${(node.propertyName ?? node.name).getText(sourceFile)} = "${node.initializer.text}"`,
      );
    } else if (
      ts.isJsxExpression(node) &&
      node.expression &&
      (ts.isStringLiteral(node.expression) ||
        ts.isNoSubstitutionTemplateLiteral(node.expression)) &&
      hasWords(node.expression.text) &&
      !ts.isJsxAttribute(node.parent)
    ) {
      found.push(node.expression.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/**
 * The static pages' own browser scripts (decision 0059), which are `.ts`: every one is checked, so
 * a new one is without anyone listing it.
 */
function pageScripts(): string[] {
  return (readdirSync(APP, { recursive: true, encoding: "utf8" }) as string[])
    .filter((file) => /\.(island|enhance)\.ts$/.test(file))
    .map((file) => `app/${file.split(path.sep).join("/")}`)
    .sort();
}

/** Scripts that may still write English into the page, each with its reason (decision 0116). */
const SCRIPT_EXCEPTIONS: ReadonlyMap<string, string> = new Map<string, string>([]);

/** Properties whose value a person reads or hears once a script sets them. */
const TEXT_PROPERTIES = new Set(["textContent", "innerText", "innerHTML", "title", "placeholder"]);

/**
 * Calls whose string arguments are keys, patterns or names, not words: a catalogue's `t("…")`,
 * `replace("{count}", …)`.
 */
const NOT_WORDS_CALLS = new Set([
  "t",
  "replace",
  "replaceAll",
  "split",
  "getAttribute",
  "querySelector",
  "querySelectorAll",
  "closest",
  "matches",
]);

const EQUALITY = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
]);

const calleeName = (callee: ts.Expression) =>
  ts.isIdentifier(callee)
    ? callee.text
    : ts.isPropertyAccessExpression(callee)
      ? callee.name.text
      : "";

/** The words a script writes into the page itself: the text, and the read attributes, it sets. */
function wordsWrittenByScript(file: string, source: string): string[] {
  const sourceFile = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TS,
  );
  const found: string[] = [];
  const collect = (value: ts.Node) => {
    const visit = (node: ts.Node) => {
      const parent = node.parent;
      if (ts.isBinaryExpression(parent) && EQUALITY.has(parent.operatorToken.kind)) return;
      if (
        ts.isCallExpression(parent) &&
        NOT_WORDS_CALLS.has(calleeName(parent.expression)) &&
        parent.arguments.some((argument) => argument === node)
      ) {
        return;
      }
      if (
        (ts.isStringLiteral(node) ||
          ts.isNoSubstitutionTemplateLiteral(node) ||
          ts.isTemplateHead(node) ||
          ts.isTemplateMiddle(node) ||
          ts.isTemplateTail(node)) &&
        hasWords(node.text)
      ) {
        found.push(node.text);
      }
      ts.forEachChild(node, visit);
    };
    visit(value);
  };
  const visit = (node: ts.Node) => {
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isPropertyAccessExpression(node.left) &&
      TEXT_PROPERTIES.has(node.left.name.text)
    ) {
      collect(node.right);
    } else if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === "setAttribute" &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0]) &&
      READ_ATTRIBUTES.has(node.arguments[0].text) &&
      node.arguments[1]
    ) {
      collect(node.arguments[1]);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

describe("words left in the static pages' scripts", () => {
  it("finds the words a script writes into the page, and not its patterns or comparisons", () => {
    const source = `
      button.textContent = data.show ?? "Show map";
      status.textContent = shown ? shown.replace("{count}", n) : \`The map shows \${n} places\`;
      link.setAttribute("aria-label", "Open the menu");
      row.setAttribute("aria-label", t(\`photos.\${action}\`, { index }));
      link.setAttribute("href", "/a b");
      badge.textContent = kind === "Free" ? free : swap;
      box.textContent = word;`;
    expect(wordsWrittenByScript("x.ts", source)).toEqual([
      "Show map",
      "The map shows ",
      " places",
      "Open the menu",
    ]);
  });

  it("checks every script", () => {
    expect(pageScripts().length).toBeGreaterThan(40);
  });

  it.each(pageScripts().filter((file) => !SCRIPT_EXCEPTIONS.has(file)))(
    "has none in %s",
    (file) => {
      const source = readFileSync(path.join(process.cwd(), file), "utf8");
      expect(wordsWrittenByScript(file, source)).toEqual([]);
    },
  );

  it("still finds words in each script excepted", () => {
    // An exception whose file no longer writes English is stale: take it off the list.
    for (const file of SCRIPT_EXCEPTIONS.keys()) {
      const source = readFileSync(path.join(process.cwd(), file), "utf8");
      expect(wordsWrittenByScript(file, source), file).not.toEqual([]);
    }
  });
});

describe("words left in code", () => {
  it("finds text between tags, read attributes and string children", () => {
    const source = `const a = <p title="Hello">Hi {"there"} {t("ok")} <b aria-label={t("x")}>Glut</b></p>;`;
    expect(literalText("x.tsx", source)).toEqual(['title="Hello"', "Hi", "there"]);
  });

  it("finds English defaults of the props people read, and only of those", () => {
    const source = `function D({ closeLabel = "Close", label = "Example", size = "sm", id = "x" }) {}`;
    expect(literalText("x.tsx", source)).toEqual(['closeLabel = "Close"', 'label = "Example"']);
  });

  it("checks every component, including the six the list of converted files left out", () => {
    // The walk finds what a list would have had to name; the entry files and the emails to staff
    // were among the six (decision 0116).
    expect(CHECKED_FILES.length).toBeGreaterThan(260);
    for (const file of [
      "app/entry.client.tsx",
      "app/entry.server.tsx",
      "app/components/native-dialog.tsx",
      "app/handover/shared-so-far.tsx",
      "app/contact/emails/contact-request-email.tsx",
      "app/complaints/emails/complaint-waiting-email.tsx",
    ]) {
      expect(CHECKED_FILES).toContain(file);
    }
  });

  it("names only exceptions that exist", () => {
    for (const file of [...EXCEPTIONS.keys(), ...SCRIPT_EXCEPTIONS.keys()]) {
      expect(existsSync(path.join(process.cwd(), file)), file).toBe(true);
    }
  });

  it.each(CHECKED_FILES)("has none in %s", (file) => {
    const source = readFileSync(path.join(process.cwd(), file), "utf8");
    expect(literalText(file, source)).toEqual([]);
  });
});
