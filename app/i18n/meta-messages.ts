import type { Catalogue, PageMessages } from "./messages";

type MetaMatches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;

/**
 * A shell message (`common`) for a meta function, which cannot use hooks: read from the root's
 * loader data, which carries the shell's catalogue in the page's language. Undefined when the
 * root has no data (its own loader failed).
 */
export function shellMessage(matches: MetaMatches, key: string): string | undefined {
  const root = matches.find((match) => match?.id === "root")?.loaderData as
    | { messages?: PageMessages }
    | undefined;
  let node: string | Catalogue | undefined = root?.messages?.namespaces.common;
  for (const part of key.split(".")) {
    if (node === undefined || typeof node === "string") return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}
