// A personalised line's values as the cart and the checkout summary show them (docs/product.md#personalised-gifts):
// "İsim: Ayşe", the photo's thumbnail through its short-lived signed link, the low-resolution warning, and the
// withdrawal exception the law wants stated with the line.
import type { PersonalLineView } from "~/lib/cart";
import { personalCartText } from "~/lib/i18n/personal-cart";
import { PERSONALISED_WITHDRAWAL_NOTE } from "~/lib/i18n/personal-fields";
import { LOW_RESOLUTION_WARNING } from "~/lib/i18n/personalisation";

export function PersonalLine({ view, compact = false }: { view: readonly PersonalLineView[] | undefined; compact?: boolean }) {
  if (!view || view.length === 0) return null;
  const size = compact ? 40 : 56;
  return (
    <div className={compact ? "mt-1 space-y-1 text-xs" : "space-y-1.5 text-sm"} data-testid="personal-line">
      <ul aria-label={personalCartText.listLabel} className="space-y-1">
        {view.map((value) => (
          <li key={value.fieldId} className="flex items-center gap-2 break-words text-gray-800" data-testid="personal-value">
            {value.imageUrl ? (
              <>
                <img
                  src={value.imageUrl}
                  alt={value.label}
                  width={size}
                  height={size}
                  loading="lazy"
                  decoding="async"
                  className={`${compact ? "h-10 w-10" : "h-14 w-14"} shrink-0 rounded-md border border-gray-200 bg-gray-100 object-cover`}
                />
                <span>
                  <span className="font-semibold">{value.label}:</span> {personalCartText.photoAdded}
                </span>
              </>
            ) : (
              <span className="min-w-0">
                <span className="font-semibold">{value.label}:</span> {value.text}
              </span>
            )}
          </li>
        ))}
      </ul>
      {view.some((value) => value.lowResolution) ? (
        <p className="rounded-md border border-amber-300 bg-amber-50 px-2 py-1 text-amber-900" data-testid="personal-low-resolution">
          {LOW_RESOLUTION_WARNING}
        </p>
      ) : null}
      <p className="text-gray-700" data-testid="personal-withdrawal-note">
        {PERSONALISED_WITHDRAWAL_NOTE}
      </p>
    </div>
  );
}
