// /admin/settings, "Görünüm" (docs/product.md#shop-settings): the logo, the favicon, the brand colour and the
// home page's hero. The images go through the product images' pipeline (checked by content, SVG and anything
// that is not an image refused, metadata dropped, stored as WebP under `settings/…`); every image of the post
// is checked before anything is written, and a refused post changes nothing. A replaced or removed image's file
// (and its resized variants) is deleted once the new settings are committed.
import { checkForm, formText, isChecked } from "~/lib/form-check";
import { settingsText } from "~/lib/i18n/admin-settings";
import { appearanceText } from "~/lib/i18n/settings-appearance";
import { APPEARANCE_FIELDS, APPEARANCE_IMAGES, type AppearanceImageSlot, appearanceSchema } from "~/lib/settings-appearance-schema";
import type { SectionOutcome } from "~/lib/settings-sections";
import type { ShopContext } from "~/load-context";
import { ImageRejectedError, type ImageRejectionReason, type ProcessedImage, processProductImage, settingsImageKey } from "~/modules/media/images.server";
import { createFileStorage, type FileStorage } from "~/modules/media/storage.server";
import { deleteMediaVariants, storeAllVariants } from "~/modules/media/variants.server";
import type { SectionSave } from "./section-save.server";
import { updateShopSettings } from "./shop-settings.server";

const t = appearanceText;
const rejection: Record<ImageRejectionReason, string> = t.errors.image;

interface ImageStore {
  storage: FileStorage;
  dataDir: string;
  logger: ShopContext["logger"];
  /** Store every resized variant at upload (MEDIA_PUBLIC_URL: browsers fetch them from the bucket directly). */
  variantsAtUpload: boolean;
}

function imageStore(context: Pick<ShopContext, "env" | "logger">): ImageStore {
  return {
    storage: createFileStorage(context.env),
    dataDir: context.env.DATA_DIR,
    logger: context.logger,
    variantsAtUpload: context.env.MEDIA_PUBLIC_URL !== undefined,
  };
}

/** Deletes stored settings images with their variants; one that cannot be deleted is logged and the rest go on. */
export async function removeSettingsImages(store: ImageStore, keys: readonly string[], why: string): Promise<void> {
  for (const key of keys) {
    try {
      await store.storage.delete(key);
      await deleteMediaVariants(store.dataDir, key, store.storage);
    } catch (error) {
      store.logger.warn({ err: error, key, why }, "settings image could not be deleted");
    }
  }
}

/** The posted file of a field, or null when none was chosen (an empty file input posts a nameless, empty file). */
function chosenFile(form: FormData, name: string): File | null {
  const value = form.get(name);
  if (!(value instanceof File) || (value.size === 0 && value.name === "")) return null;
  return value;
}

type NewImages = Partial<Record<AppearanceImageSlot, { image: ProcessedImage; filename: string }>>;

/** Every chosen image checked and converted (nothing written); refused ones as Turkish errors by field name. */
async function processChosenImages(form: FormData, logger: ShopContext["logger"]): Promise<{ images: NewImages; errors: Record<string, string> }> {
  const images: NewImages = {};
  const errors: Record<string, string> = {};
  for (const { slot, file: field } of APPEARANCE_IMAGES) {
    const file = chosenFile(form, field);
    if (!file) continue;
    try {
      images[slot] = { image: await processProductImage(new Uint8Array(await file.arrayBuffer()), file.name), filename: file.name };
    } catch (error) {
      if (!(error instanceof ImageRejectedError)) {
        logger.error({ err: error, filename: file.name }, "settings image could not be processed");
        errors[field] = t.errors.uploadFailed;
      } else errors[field] = rejection[error.reason];
    }
  }
  return { images, errors };
}

/** Writes the new images; answers their keys, or null (and removes what it wrote) when storage failed. */
async function writeImages(store: ImageStore, images: NewImages): Promise<Partial<Record<AppearanceImageSlot, string>> | null> {
  const keys: Partial<Record<AppearanceImageSlot, string>> = {};
  const written: string[] = [];
  try {
    for (const [slot, { image, filename }] of Object.entries(images) as [AppearanceImageSlot, NewImages[AppearanceImageSlot] & object][]) {
      const key = settingsImageKey(slot, filename);
      // Listed before the write: a write that fails half-way (object storage down) is cleaned up too.
      written.push(key);
      await store.storage.put(key, image.bytes);
      if (store.variantsAtUpload) await storeAllVariants(store.storage, key, image.bytes);
      keys[slot] = key;
    }
    return keys;
  } catch (error) {
    store.logger.error({ err: error }, "settings image could not be stored");
    await removeSettingsImages(store, written, "upload failed");
    return null;
  }
}

export const saveAppearance: SectionSave = async ({ db, by, form, context, section }): Promise<SectionOutcome> => {
  const f = APPEARANCE_FIELDS;
  const typed = { brandColor: formText(form, f.brandColor), heroTitle: formText(form, f.heroTitle), heroText: formText(form, f.heroText) };
  const checked = checkForm(appearanceSchema, typed, settingsText.fixErrors);
  const { images, errors } = await processChosenImages(form, context.logger);
  if (!checked.ok) Object.assign(errors, checked.fieldErrors);
  if (!checked.ok || Object.keys(errors).length > 0) return { section, ok: false, errors, values: typed };

  const store = imageStore(context);
  const keys = await writeImages(store, images);
  if (!keys) {
    const field = APPEARANCE_IMAGES.find(({ slot }) => images[slot])?.file ?? f.logo;
    return { section, ok: false, errors: { [field]: t.errors.uploadFailed }, values: typed };
  }
  const written = Object.values(keys);

  let replaced: string[] = [];
  let changed: boolean;
  try {
    ({ changed } = await updateShopSettings(db, by, (current) => {
      const appearance = current.appearance;
      replaced = [];
      for (const { slot, remove } of APPEARANCE_IMAGES) {
        const before = appearance[slot];
        const next = keys[slot] ?? (isChecked(form.get(remove)) ? null : before);
        if (before && before !== next) replaced.push(before);
        appearance[slot] = next;
      }
      Object.assign(appearance, checked.values);
      return current;
    }));
  } catch (error) {
    await removeSettingsImages(store, written, "settings not saved");
    throw error;
  }
  // After the commit: pages rendered from now on point at the new files (other servers within their cache check).
  await removeSettingsImages(store, replaced, "replaced or removed");
  return { section, ok: true, notice: changed ? settingsText.saved : settingsText.unchanged };
};
