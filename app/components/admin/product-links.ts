// The addresses of the admin product screen: the list keeps its page (?page=n) and the form remembers it.
const LIST_URL = "/admin/products";

export type ProductNotice = "saved" | "deleted";

/** A page of the list (page 1 without ?page=), with the notice of what was just done. */
export function productListHref(page: number, notice?: ProductNotice): string {
  const params = new URLSearchParams();
  if (notice) params.set(notice, "1");
  if (page > 1) params.set("page", String(page));
  return params.size ? `${LIST_URL}?${params}` : LIST_URL;
}

/** The edit form of a product, remembering the list page it was opened from. */
export function productEditHref(id: string, page: number): string {
  return page > 1 ? `?edit=${id}&page=${page}` : `?edit=${id}`;
}
