import type { SearchResponse } from "~/lib/search";
import { cachedSearch } from "~/modules/catalog/cache.server";
import type { Route } from "./+types/search";

/** GET /api/search?q=… → at most 8 active products, Turkish-aware (docs/product.md#search). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 100);
  const body: SearchResponse = { query, results: await cachedSearch(context.db, query) };
  return Response.json(body, { headers: { "Cache-Control": "public, max-age=30" } });
}
