// The product page's photo upload and live preview of a personalised gift (docs/product.md#personal-photos). Loaded
// only when a shopper starts personalising (personal-fields.tsx imports it on the first focus or touch of a field),
// so that the product page's first JavaScript stays within its budget.
import { personalFieldsText } from "~/lib/i18n/personal-fields";

/** The upload API's answer (POST /api/personal-uploads). */
export interface UploadedPhoto {
  id: string;
  previewUrl: string;
  thumbUrl: string;
  width: number;
  height: number;
  lowResolution: boolean;
  warning: string | null;
}

export type UploadResult = { ok: true; photo: UploadedPhoto } | { ok: false; error: string };

export const PERSONAL_UPLOAD_URL = "/api/personal-uploads";

/**
 * Sends the photo at once, reporting progress (0–1) as it goes up (XMLHttpRequest: fetch has no upload progress).
 * Every refusal comes back as the server's Turkish message; a broken connection as a message of our own.
 */
export function uploadPersonalPhoto(input: { productId: string; fieldId: string; file: File; onProgress(fraction: number): void }): {
  done: Promise<UploadResult>;
  abort(): void;
} {
  const request = new XMLHttpRequest();
  const body = new FormData();
  body.append("productId", input.productId);
  body.append("fieldId", input.fieldId);
  body.append("photo", input.file);
  const done = new Promise<UploadResult>((resolve) => {
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) input.onProgress(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      let answer: unknown;
      try {
        answer = JSON.parse(request.responseText);
      } catch {
        answer = null;
      }
      if (request.status === 200 && isUploadedPhoto(answer)) {
        input.onProgress(1);
        resolve({ ok: true, photo: answer });
        return;
      }
      const error =
        answer && typeof answer === "object" && typeof (answer as { error?: unknown }).error === "string" ? (answer as { error: string }).error : "";
      resolve({ ok: false, error: error || personalFieldsText.uploadFailed });
    });
    request.addEventListener("error", () => resolve({ ok: false, error: personalFieldsText.uploadFailed }));
    request.addEventListener("abort", () => resolve({ ok: false, error: "" }));
  });
  request.open("POST", PERSONAL_UPLOAD_URL);
  request.setRequestHeader("Accept", "application/json");
  request.send(body);
  return { done, abort: () => request.abort() };
}

function isUploadedPhoto(value: unknown): value is UploadedPhoto {
  if (!value || typeof value !== "object") return false;
  const photo = value as Record<string, unknown>;
  return typeof photo.id === "string" && typeof photo.previewUrl === "string" && typeof photo.lowResolution === "boolean";
}

/**
 * The live preview: the product's main image with the buyer's photo in an oval (the face of the cut-out, the
 * print on the mug) and the texts written across it. A simple composite: the proof shows the real print.
 */
export function PersonalPreview({ imageSrc, photoUrl, texts }: { imageSrc: string | null; photoUrl: string | null; texts: string[] }) {
  return (
    <figure className="mt-4 rounded-xl border border-gray-200 bg-white p-2" data-testid="personal-preview">
      <div className="relative mx-auto aspect-square w-full max-w-xs overflow-hidden rounded-lg bg-brand-50">
        {imageSrc && <img src={imageSrc} alt="" className="absolute inset-0 h-full w-full object-cover" />}
        {photoUrl && (
          <img
            src={photoUrl}
            alt=""
            className="absolute left-1/2 top-[12%] h-[46%] w-[36%] -translate-x-1/2 rounded-[50%] object-cover shadow-lg ring-4 ring-white/80"
            data-testid="personal-preview-photo"
          />
        )}
        {texts.length > 0 && (
          <p
            className="absolute inset-x-3 bottom-[30%] break-words rounded-md bg-white/90 px-2 py-1 text-center font-serif text-2xl font-bold italic leading-tight text-brand-800 shadow"
            data-testid="personal-preview-text"
          >
            {texts.join(" · ")}
          </p>
        )}
      </div>
      <figcaption className="mt-2 text-center text-xs text-gray-700">
        <strong>{personalFieldsText.preview}:</strong> {personalFieldsText.previewNote}
      </figcaption>
    </figure>
  );
}
