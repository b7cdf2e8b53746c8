// The upload API's answer (app/routes/api/personal-uploads.ts): reads the multipart body within its limit, stores the
// photo and answers JSON with short-lived signed links; every refusal is a Turkish message and stores nothing.
import { isUuid } from "~/lib/input";
import { uploadRefusalText } from "~/lib/i18n/personal-fields";
import { LOW_RESOLUTION_WARNING } from "~/lib/i18n/personalisation";
import type { ShopContext } from "~/load-context";
import { createFileStorage } from "~/modules/media/storage.server";
import { readForm, RequestTooLargeError } from "~/modules/platform/form-data.server";
import { MAX_PHOTO_BYTES } from "./photos.server";
import { createPersonalUpload, PersonalUploadRefused, signedUploadLinks, type UploadRefusal } from "./uploads.server";

const NO_STORE = { "Cache-Control": "no-store" };

function refusal(reason: UploadRefusal, status: number): Response {
  return Response.json({ error: uploadRefusalText[reason] }, { status, headers: NO_STORE });
}

export async function uploadAnswer(request: Request, context: Pick<ShopContext, "db" | "env" | "clientIp">): Promise<Response> {
  if (request.method !== "POST") return new Response(null, { status: 405, headers: { Allow: "POST" } });
  let form: FormData | null;
  try {
    form = await readForm(request, { maxBytes: MAX_PHOTO_BYTES + 64 * 1024 });
  } catch (error) {
    if (error instanceof RequestTooLargeError) return refusal("too_large", 413);
    throw error;
  }
  const productId = form?.get("productId");
  const fieldId = form?.get("fieldId");
  const photo = form?.get("photo");
  if (!isUuid(productId) || typeof fieldId !== "string" || !(photo instanceof File)) return refusal("not-a-photo-field", 400);
  if (photo.size === 0) return refusal("empty", 400);
  const storage = createFileStorage(context.env);
  try {
    const created = await createPersonalUpload(context.db, storage, {
      productId,
      fieldId,
      bytes: new Uint8Array(await photo.arrayBuffer()),
      uploaderAddress: context.clientIp,
    });
    const [previews, thumbs] = await Promise.all([signedUploadLinks(context.db, [created], "preview"), signedUploadLinks(context.db, [created], "thumb")]);
    return Response.json(
      {
        id: created.id,
        previewUrl: previews.get(created.id),
        thumbUrl: thumbs.get(created.id),
        width: created.width,
        height: created.height,
        lowResolution: created.lowResolution,
        warning: created.lowResolution ? LOW_RESOLUTION_WARNING : null,
      },
      { headers: NO_STORE },
    );
  } catch (error) {
    if (error instanceof PersonalUploadRefused) return refusal(error.reason, error.reason === "upload-limit" ? 429 : error.reason === "too_large" ? 413 : 400);
    throw error;
  }
}
