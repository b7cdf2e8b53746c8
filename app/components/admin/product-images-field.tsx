// The images section of the product form. Without JavaScript: the stored images with a "remove on save"
// box and a plain multiple file input. With it: previews, reordering, removal, and the upload's progress.
import { ArrowDown, ArrowUp, ImageOff, ImagePlus, X } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import type { ImageItem } from "~/hooks/use-image-list";
import { adminCatalogText } from "~/lib/i18n/admin-catalog";
import { IMAGE_INPUT_ACCEPT, storedImageName } from "~/lib/image-files";
import { imageUrl } from "~/lib/media";
import { PRODUCT_FIELDS as F } from "~/lib/product-form-schema";
import { FormSection } from "./form-section";

const f = adminCatalogText.productForm;

export function ProductImagesField({
  images,
  hydrated,
  busy,
  invalid,
  progress,
  onChoose,
  onMove,
  onRemove,
}: {
  images: ImageItem[];
  hydrated: boolean;
  busy: boolean;
  invalid: boolean;
  /** Percent uploaded; null when no upload runs. */
  progress: number | null;
  onChoose(files: File[]): void;
  onMove(index: number, by: -1 | 1): void;
  onRemove(index: number): void;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <FormSection title={f.sections.images}>
      <p className="text-sm text-gray-700" id="images-hint">
        {f.imagesHint}
      </p>
      {images.length === 0 ? (
        <p className="text-sm text-gray-700">{f.noImagesYet}</p>
      ) : (
        <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="image-list">
          {images.map((item, index) => (
            <li key={item.key} className="flex items-center gap-3 rounded-xl border border-gray-200 p-2" data-testid="image-item">
              {item.kind === "existing" && <input type="hidden" name={F.keepImages} value={item.path} />}
              <ImagePreview src={item.kind === "existing" ? imageUrl(item.path, 160) : item.url} />
              <div className="min-w-0 flex-1 text-xs">
                <p className="flex flex-wrap gap-1">
                  {index === 0 && <span className="rounded bg-brand-100 px-1.5 py-0.5 font-semibold text-brand-800">{f.coverBadge}</span>}
                  {item.kind === "new" && <span className="rounded bg-blue-100 px-1.5 py-0.5 font-semibold text-blue-900">{f.newImageBadge}</span>}
                </p>
                <p className="mt-1 text-sm font-semibold text-gray-900" data-testid="image-label">
                  {f.imageAlt(index + 1)}
                </p>
                <ImageName item={item} />
                {!hydrated && item.kind === "existing" && (
                  <label className="mt-1 inline-flex items-center gap-1">
                    <input type="checkbox" name={F.removeImages} value={item.path} /> {f.removeOnSave}
                  </label>
                )}
              </div>
              {hydrated && (
                <div className="flex flex-col">
                  <Button variant="subtle" size="icon" onClick={() => onMove(index, -1)} disabled={index === 0 || busy} aria-label={f.moveUp(index + 1)}>
                    <ArrowUp aria-hidden="true" className="h-4 w-4" />
                  </Button>
                  <Button
                    variant="subtle"
                    size="icon"
                    onClick={() => onMove(index, 1)}
                    disabled={index === images.length - 1 || busy}
                    aria-label={f.moveDown(index + 1)}
                  >
                    <ArrowDown aria-hidden="true" className="h-4 w-4" />
                  </Button>
                  <Button variant="ghostDanger" size="icon" onClick={() => onRemove(index)} disabled={busy} aria-label={f.removeImage(index + 1)}>
                    <X aria-hidden="true" className="h-4 w-4" />
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      <div>
        <input
          ref={fileInput}
          id="product-images"
          name={F.images}
          type="file"
          accept={IMAGE_INPUT_ACCEPT}
          multiple
          aria-describedby="images-hint"
          aria-invalid={invalid || undefined}
          disabled={busy}
          onChange={(event) => {
            if (!hydrated) return;
            const files = Array.from(event.currentTarget.files ?? []);
            // The files now live in the list; the input is emptied so the same file can be chosen again.
            if (fileInput.current) fileInput.current.value = "";
            if (files.length > 0) onChoose(files);
          }}
          className={hydrated ? "peer sr-only" : "mb-2 block text-sm"}
        />
        <label
          htmlFor="product-images"
          className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-gray-300 px-4 font-semibold text-gray-900 hover:bg-gray-50 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
        >
          <ImagePlus aria-hidden="true" className="h-5 w-5" /> {f.chooseImages}
        </label>
      </div>
      {progress !== null && (
        <div className="space-y-1" data-testid="upload-progress">
          <label htmlFor="upload-progress" className="text-sm font-semibold">
            {f.uploading} %{progress}
          </label>
          <progress id="upload-progress" max={100} value={progress} className="block h-2 w-full" />
        </div>
      )}
    </FormSection>
  );
}

/** The thumbnail; a file the browser cannot show (TIFF, a damaged file) gets a plain box instead of a broken image. */
function ImagePreview({ src }: { src: string }) {
  const [broken, setBroken] = useState(false);
  if (broken) {
    return (
      <span
        className="flex h-20 w-20 shrink-0 flex-col items-center justify-center gap-1 rounded-lg bg-gray-100 text-center text-[10px] leading-tight text-gray-700"
        data-testid="image-no-preview"
      >
        <ImageOff aria-hidden="true" className="h-5 w-5" />
        {f.noPreview}
      </span>
    );
  }
  // The label next to it names the image.
  return <img src={src} alt="" width={80} height={80} onError={() => setBroken(true)} className="h-20 w-20 shrink-0 rounded-lg object-cover" />;
}

/** The file name the owner knows: the chosen file's, or the one kept in a stored image's key (never its ids). */
function ImageName({ item }: { item: ImageItem }) {
  const name = item.kind === "new" ? item.file.name : storedImageName(item.path);
  if (!name) return null;
  return (
    <p className="truncate text-gray-700" title={name}>
      {name}
    </p>
  );
}
