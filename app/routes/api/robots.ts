import type { Route } from "./+types/robots";

export const ROBOTS_DISALLOWED = ["/admin", "/cart", "/checkout", "/order-confirmation", "/api/"];

export function loader({ context }: Route.LoaderArgs) {
  const body = ["User-agent: *", ...ROBOTS_DISALLOWED.map((p) => `Disallow: ${p}`), "", `Sitemap: ${context.env.PUBLIC_URL}/sitemap.xml`, ""].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
