import { decodeQuotedPrintable } from "./factories/quoted-printable.ts";

/** A small reader for the .eml files the outbox writes (headers, parts, encodings), for tests. */

export interface MimeEntity {
  headers: [name: string, value: string][];
  body: string;
}

function parseEntity(raw: string): MimeEntity {
  const split = raw.indexOf("\r\n\r\n");
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? "" : raw.slice(split + 4);
  const headers = head
    .replace(/\r\n[ \t]+/g, " ")
    .split("\r\n")
    .filter(Boolean)
    .map((line): [string, string] => {
      const colon = line.indexOf(":");
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
    });
  return { headers, body };
}

/** The first header of that (lower-case) name, as written. */
export function header(entity: MimeEntity, name: string): string | undefined {
  return entity.headers.find(([key]) => key === name)?.[1];
}

/** Decodes RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=). */
export function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset, encoding: string, text: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintable(text.replace(/_/g, " ")),
    );
}

function decodeBody(entity: MimeEntity): string {
  const encoding = header(entity, "content-transfer-encoding")?.toLowerCase();
  if (encoding === "quoted-printable") return decodeQuotedPrintable(entity.body);
  if (encoding === "base64") return Buffer.from(entity.body, "base64").toString("utf8");
  return entity.body;
}

/** The message and its parts by content type (text/plain, text/html). */
export function readEml(raw: string) {
  const message = parseEntity(raw);
  const contentType = header(message, "content-type") ?? "";
  const boundary = /boundary="?([^";]+)"?/.exec(contentType)?.[1];
  const parts = new Map<string, string>();
  if (boundary) {
    for (const chunk of message.body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith("--")) break;
      const part = parseEntity(chunk.replace(/^\r\n/, ""));
      const type = (header(part, "content-type") ?? "").split(";")[0]?.trim() ?? "";
      parts.set(type, decodeBody(part));
    }
  }
  return { message, contentType, parts };
}
