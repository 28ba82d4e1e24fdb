// Structured data (schema.org JSON-LD) for search engines, written safely into the page.

/**
 * JSON for the inside of a `<script type="application/ld+json">`: `<`, `>` and `&` are written as
 * \u escapes (still the same JSON), so a listing title such as `</script><script>…` cannot end
 * the tag; U+2028 and U+2029 are escaped too.
 */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** A `<script type="application/ld+json">` data block; never executed, so no CSP nonce. */
export function JsonLd({ data }: { data: unknown }) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD data block; jsonLdText escapes <, > and & so nothing can close the tag.
      dangerouslySetInnerHTML={{ __html: jsonLdText(data) }}
    />
  );
}
