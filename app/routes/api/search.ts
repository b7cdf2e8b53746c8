import { cachedSearch } from "~/modules/catalog/cache.server";
import type { Route } from "./+types/search";

/** GET /api/search?q=… → at most 8 active products, Turkish-aware (decisions §8). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 100);
  const results = await cachedSearch(context.db, query);
  return Response.json(
    {
      query,
      results: results.map((p) => ({
        id: p.id,
        slug: p.slug,
        name: p.name,
        description: p.description,
        priceKurus: p.priceKurus,
        image: p.image,
      })),
    },
    { headers: { "Cache-Control": "public, max-age=30" } },
  );
}

export type SearchResponse = {
  query: string;
  results: { id: string; slug: string; name: string; description: string; priceKurus: number; image: { path: string; width: number; height: number } | null }[];
};
