// GET /admin/personal-original?upload=<id>: an ordered photo's original at full resolution, as a download, for
// printing (docs/product.md#personal-photos). Admin only; never cached; an erased or unordered photo is not found.
import { Readable } from "node:stream";
import { requireAdminPage } from "~/modules/auth/guard.server";
import { createFileStorage } from "~/modules/media/storage.server";
import { openPersonalOriginal } from "~/modules/orders/personal-lines.server";
import type { Route } from "./+types/personal-original";

const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow", "X-Content-Type-Options": "nosniff" };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const uploadId = new URL(request.url).searchParams.get("upload") ?? "";
  const original = await openPersonalOriginal(context.db, createFileStorage(context.env), uploadId);
  if (!original) return new Response("Not Found", { status: 404, headers: { ...PRIVATE, "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(Readable.toWeb(original.stream) as ReadableStream, {
    headers: {
      ...PRIVATE,
      "Content-Type": original.contentType,
      "Content-Length": String(original.size),
      "Content-Disposition": `attachment; filename="${original.filename}"`,
    },
  });
}
