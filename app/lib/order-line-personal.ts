// What a personalised order line shows (docs/product.md#personalised-gifts): the buyer's texts and choices, and each
// photo as a signed thumbnail; the admin also sees the print size, the DPI it needs and where to get the original.
import type { PersonalFieldKind } from "./personalisation";

export interface PersonalLineSnapshotView {
  fieldId: string;
  kind: PersonalFieldKind;
  label: string;
  /** The text or the choice ("" for a photo, or once erased). */
  text: string;
  uploadId: string | null;
  /** The photo's files (or the text) were deleted after the retention period or by an anonymisation. */
  erased: boolean;
  /** A short-lived signed link to the photo's thumbnail; null for texts and erased photos. */
  thumbUrl: string | null;
  lowResolution?: boolean;
  /** Admin only: the photo's pixels, a preview link, the original's download, the print size. */
  width?: number;
  height?: number;
  previewUrl?: string | null;
  originalUrl?: string;
  print?: { printWidthCm: number; printHeightCm: number; dpi: number };
}

export function isValidPrintSize(size: { printWidthCm: number; printHeightCm: number }): boolean {
  return Number.isFinite(size.printWidthCm) && Number.isFinite(size.printHeightCm) && size.printWidthCm > 0 && size.printHeightCm > 0;
}

/** "20 × 30 cm" */
export function printSizeLabel(size: { printWidthCm: number; printHeightCm: number }): string {
  const cm = (value: number) => value.toLocaleString("tr-TR", { maximumFractionDigits: 1 });
  return `${cm(size.printWidthCm)} × ${cm(size.printHeightCm)} cm`;
}
