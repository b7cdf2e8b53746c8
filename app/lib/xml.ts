// Writing XML files the shop serves (docs/product.md#product-feed, #search-engines): the sitemap and the product feed.
// Pure: text is escaped and stripped of what XML 1.0 does not allow, so no product text can break a file.

/** Characters XML 1.0 forbids (C0 controls but tab, newline and return; lone surrogates; U+FFFE and U+FFFF). */
// eslint-disable-next-line no-control-regex -- removing the control characters XML forbids is the point
const INVALID_XML_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** The value as XML text or attribute content: invalid characters dropped, & < > " ' escaped. */
export function xmlText(value: string): string {
  return value.replace(INVALID_XML_CHARS, "").replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);
}

/** `<name>value</name>`, or "" when the value is null or undefined (an absent optional field). */
export function xmlElement(name: string, value: string | number | null | undefined): string {
  return value === null || value === undefined ? "" : `<${name}>${xmlText(String(value))}</${name}>`;
}

/** At most `max` characters (by code point, so no surrogate pair is cut in half). */
export function truncateText(value: string, max: number): string {
  const points = Array.from(value);
  return points.length <= max ? value : points.slice(0, max).join("");
}

export const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>';

/** The response of an XML file the shop serves: crawlers may keep it ten minutes. */
export function xmlResponse(body: string): Response {
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=600" } });
}
