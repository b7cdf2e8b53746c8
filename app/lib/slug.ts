// Slug rule (docs/product.md#slugs): lowercase, Turkish letters to plain Latin, other runs to "-", trimmed.
import { foldTurkish } from "./turkish";

export function slugify(text: string): string {
  return foldTurkish(text)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The first of slug, slug-2, slug-3, … that `isTaken` says is free. */
export async function uniqueSlug(base: string, isTaken: (slug: string) => Promise<boolean>): Promise<string> {
  const root = base || "urun";
  if (!(await isTaken(root))) return root;
  for (let n = 2; ; n++) {
    const candidate = `${root}-${n}`;
    if (!(await isTaken(candidate))) return candidate;
  }
}
