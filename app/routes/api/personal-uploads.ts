import { uploadAnswer } from "~/modules/personalisation/upload-answer.server";
import type { Route } from "./+types/personal-uploads";

/**
 * POST /api/personal-uploads (multipart: productId, fieldId, photo) → the stored photo's id, signed preview and
 * thumbnail links and the low-resolution warning, or a Turkish refusal (docs/product.md#personal-photos).
 */
export async function action({ request, context }: Route.ActionArgs) {
  return uploadAnswer(request, context);
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST" } });
}
