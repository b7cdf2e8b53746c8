// Input hygiene: the small rules every piece of the shop applies to what a visitor sends, in one place.
// Pure functions, usable on the server and in the browser.

/** PostgreSQL cannot store NUL (U+0000) in text, and no honest input carries one: it is dropped. */
export function stripNul(text: string): string {
  return text.replaceAll("\u0000", "");
}

/** A copy of the form with NUL dropped from every text field (files are kept as they are). */
export function formWithoutNul(posted: FormData): FormData {
  const form = new FormData();
  for (const [name, value] of posted) form.append(name, typeof value === "string" ? stripNul(value) : value);
  return form;
}

/** Any 8-4-4-4-12 hexadecimal UUID, whatever its version: the form PostgreSQL's uuid type accepts. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a UUID; checked before an id reaches the database, which would refuse a malformed one. */
export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID_PATTERN.test(value);
}

/**
 * The page asked for by `?page=`: 1 when missing, not a number or below 1; above `maxPage` it is read as
 * `maxPage` (lists then show their last page), so an absurd number never reaches an OFFSET.
 */
export function parsePage(value: string | null | undefined, maxPage: number): number {
  const page = Number.parseInt(value ?? "1", 10);
  return Number.isFinite(page) ? Math.min(maxPage, Math.max(1, page)) : 1;
}

/** `parsePage` of a URL's `?page=`. */
export function pageFromSearchParams(params: URLSearchParams, maxPage: number): number {
  return parsePage(params.get("page"), maxPage);
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Escapes & < > " ' so the value is inert both in element content and in quoted attributes. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

/** Escapes LIKE's wildcards (% and _) and its escape character (\), so the text matches only itself. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}
