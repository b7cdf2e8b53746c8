// A personalised order line's values (docs/product.md#personalised-gifts): each text as "label: text", each photo as a
// small thumbnail through its signed link; an erased photo or text says so. The admin's variant adds the low-resolution
// warning, the pixels, the print size with the DPI it needs, and the original's download.
import type { PersonalLineSnapshotView } from "~/lib/order-line-personal";
import { printSizeLabel } from "~/lib/order-line-personal";
import { LOW_RESOLUTION_WARNING, personalLineText } from "~/lib/i18n/personalisation";

const t = personalLineText;

export function PersonalLineValues({
  values,
  admin = false,
  thumbPx = 64,
}: {
  values: readonly PersonalLineSnapshotView[];
  admin?: boolean;
  thumbPx?: number;
}) {
  if (values.length === 0) return null;
  return (
    <ul className="mt-1 space-y-1 text-sm text-gray-700" data-testid="personal-values" aria-label={t.personalised}>
      {values.map((value) => (
        <li key={value.fieldId} data-testid="personal-value" data-kind={value.kind}>
          <span className="font-medium text-gray-900">{value.label}:</span>{" "}
          {value.kind !== "photo" ? (
            value.erased ? (
              <span className="italic">{t.textErased}</span>
            ) : (
              <span className="break-words" data-testid="personal-text">
                {value.text}
              </span>
            )
          ) : value.erased || !value.thumbUrl ? (
            <span className="italic" data-testid="personal-photo-erased">
              {t.photoErased}
            </span>
          ) : (
            <span className="mt-1 flex flex-wrap items-start gap-2">
              <img
                src={value.thumbUrl}
                alt={`${value.label} (${t.photo})`}
                width={thumbPx}
                height={thumbPx}
                loading="lazy"
                className={`rounded border border-gray-200 ${admin ? "bg-gray-50 object-contain" : "object-cover"}`}
                style={{ width: thumbPx, height: thumbPx }}
                data-testid="personal-thumb"
              />
              {admin && <AdminPhotoFacts value={value} />}
            </span>
          )}
          {!admin && value.kind === "photo" && value.lowResolution && !value.erased && (
            <span className="block text-xs text-amber-800">{LOW_RESOLUTION_WARNING}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

function AdminPhotoFacts({ value }: { value: PersonalLineSnapshotView }) {
  return (
    <span className="flex min-w-0 flex-col gap-0.5 text-xs">
      {value.width !== undefined && value.height !== undefined && <span>{t.pixels(value.width, value.height)}</span>}
      {value.print && (
        <span data-testid="personal-print-size">
          {t.printSize}: {printSizeLabel(value.print)} · {t.dpiNote(value.print.dpi)}
        </span>
      )}
      {value.lowResolution && (
        <span className="font-semibold text-amber-800" data-testid="personal-low-resolution">
          {t.lowResolutionForStaff}
        </span>
      )}
      {value.originalUrl && (
        <a href={value.originalUrl} download className="font-semibold text-brand-700 underline" data-testid="personal-original">
          {t.downloadOriginal}
        </a>
      )}
    </span>
  );
}
