import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { twMerge } from "tailwind-merge";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { cn } from "./cn";

const appDir = fileURLToPath(new URL("../..", import.meta.url));

/** Every string literal under `node`, template pieces included. */
function literals(node: ts.Node, out: string[]): void {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) out.push(node.text);
  else if (ts.isTemplateExpression(node)) {
    out.push(node.head.text, ...node.templateSpans.map((span) => span.literal.text));
    for (const span of node.templateSpans) literals(span.expression, out);
  } else ts.forEachChild(node, (child) => void literals(child, out));
}

/** The names `node` reads: a className given as `{hidden}` or `{tone[kind]}`. */
function identifiers(node: ts.Node, out: Set<string>): void {
  if (ts.isIdentifier(node)) out.add(node.text);
  ts.forEachChild(node, (child) => void identifiers(child, out));
}

/**
 * Every class name in app/: the strings of className attributes, of cn(), cva() and clsx()
 * calls, of variables and properties named for classes, and of the variables those read.
 */
function classesInApp(): string[] {
  const found = new Set<string>();
  const files = readdirSync(appDir, { recursive: true })
    .map(String)
    .filter((file) => /\.tsx?$/.test(file) && !file.includes(".test."));
  for (const file of files) {
    const source = ts.createSourceFile(
      file,
      readFileSync(path.join(appDir, file), "utf8"),
      ts.ScriptTarget.Latest,
      true,
    );
    const strings: string[] = [];
    const read = new Set<string>();
    const variables = new Map<string, ts.Expression>();
    const text = (name: ts.Node) => name.getText(source);
    const take = (node: ts.Node) => {
      literals(node, strings);
      identifiers(node, read);
    };
    const visit = (node: ts.Node): void => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        variables.set(node.name.text, node.initializer);
      }
      if (ts.isJsxAttribute(node) && text(node.name) === "className" && node.initializer) {
        take(node.initializer);
      } else if (ts.isCallExpression(node) && /^(cn|cva|clsx)$/.test(text(node.expression))) {
        take(node);
      } else if (
        (ts.isVariableDeclaration(node) || ts.isPropertyAssignment(node)) &&
        /class/i.test(text(node.name)) &&
        node.initializer
      ) {
        take(node.initializer);
      } else ts.forEachChild(node, (child) => void visit(child));
    };
    visit(source);
    // The variables a class list reads, and the ones they read in turn.
    const done = new Set<string>();
    for (
      let pending = [...read];
      pending.length > 0;
      pending = [...read].filter((n) => !done.has(n))
    ) {
      for (const name of pending) {
        done.add(name);
        const initializer = variables.get(name);
        if (initializer) take(initializer);
      }
    }
    for (const string of strings) for (const name of string.split(/\s+/)) if (name) found.add(name);
  }
  return [...found].sort();
}

describe("cn", () => {
  it("joins conditional classes and lets a caller's class override the component's", () => {
    expect(cn("mx-auto w-full max-w-6xl px-4 py-10 sm:py-14", "max-w-2xl py-8")).toBe(
      "mx-auto w-full px-4 sm:py-14 max-w-2xl py-8",
    );
    expect(cn("inline-flex px-5 py-2", false && "x", { hidden: true }, "p-0")).toBe("hidden p-0");
    expect(cn("px-0", "p-4", "pl-2")).toBe("p-4 pl-2");
    expect(cn("text-lg text-ink leading-tight", "text-base")).toBe("text-ink text-base");
    expect(cn("border border-line", "border-2 border-tomato/60")).toBe("border-2 border-tomato/60");
    expect(cn("hover:bg-leaf", "bg-card", "hover:bg-cream")).toBe("bg-card hover:bg-cream");
    expect(cn("[&_svg]:size-5", "[&_svg]:size-4", "glut-own-class")).toBe(
      "[&_svg]:size-4 glut-own-class",
    );
  });

  it("answers a class list it has merged before, and past its bound, as it did the first time", () => {
    const first = cn("px-0", "p-4", "pl-2");
    // More distinct lists than it keeps: the remembered answers are dropped along the way.
    for (let index = 0; index < 2500; index++) cn(`px-${index}`, "p-4", `pl-${index}`);
    expect(cn("px-0", "p-4", "pl-2")).toBe(first);
    expect(cn("px-2499", "p-4", "pl-2499")).toBe("p-4 pl-2499");
    expect(cn("px-0 p-4", "pl-2")).toBe("p-4 pl-2");
  });

  it("agrees with tailwind-merge on every pair of classes written in app/", {
    timeout: 120_000,
  }, () => {
    const classes = classesInApp();
    expect(classes.length).toBeGreaterThan(300);
    const disagreements: string[] = [];
    for (const first of classes) {
      for (const second of classes) {
        if (first === second) continue;
        const pair = `${first} ${second}`;
        const ours = cn(first, second);
        const theirs = twMerge(pair);
        if (ours !== theirs)
          disagreements.push(`${pair}: cn "${ours}", tailwind-merge "${theirs}"`);
      }
    }
    expect(disagreements.slice(0, 40), `${disagreements.length} pairs disagree`).toEqual([]);
  });
});
