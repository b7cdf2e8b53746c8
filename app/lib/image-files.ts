// Which chosen files the product form takes as images before uploading them (docs/product.md#images): the
// formats the server accepts (modules/media/images.server.ts ACCEPTED_IMAGE_FORMATS), by the type the browser
// reports or, when it reports none, by the name's extension. The server checks the content again.
const ACCEPTED_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif", "image/tiff"];
const ACCEPTED_EXTENSIONS = [".jpg", ".jpeg", ".png", ".webp", ".gif", ".avif", ".tif", ".tiff"];

/** The file input's `accept`: the file picker offers these only (a drop or "all files" can still bring others). */
export const IMAGE_INPUT_ACCEPT = [...ACCEPTED_TYPES, ...ACCEPTED_EXTENSIONS].join(",");

export type ChosenFileKind = "image" | "unsupported-image" | "not-an-image";

function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot).toLowerCase() : "";
}

/** An accepted image, an image of a format the shop does not take (SVG, HEIC…), or no image at all. */
export function chosenFileKind(file: { name: string; type: string }): ChosenFileKind {
  const type = file.type.toLowerCase();
  if (ACCEPTED_TYPES.includes(type)) return "image";
  if (type === "") return ACCEPTED_EXTENSIONS.includes(extensionOf(file.name)) ? "image" : "not-an-image";
  return type.startsWith("image/") ? "unsupported-image" : "not-an-image";
}

/**
 * The name the owner gave a stored image, from its storage key `products/{productId}_{timestamp}_{name}.webp`
 * (modules/media/images.server.ts productImageKey): "kirmizi-kupa". Null when there is none to show (the
 * "gorsel" stand-in for a name without letters, or a key of another shape).
 */
export function storedImageName(path: string): string | null {
  const file = path.split("/").pop() ?? "";
  const match = /^[A-Za-z0-9-]+_\d+_(.+)\.webp$/.exec(file);
  if (!match || match[1] === "gorsel") return null;
  return match[1];
}
