// The anonymous message with its character counter and a live preview of the card that goes with the gift
// (docs/product.md#message-card). Without JavaScript the limit is stated instead of counted.
import { useState } from "react";
import { CHECKOUT_FIELD_MAX_LENGTH } from "~/lib/checkout-fields";
import { checkoutText as t } from "~/lib/i18n/checkout";
import { checkoutTurkeyText as tt } from "~/lib/i18n/checkout-turkey";
import { thanksCardText as tc } from "~/lib/i18n/thanks-card";
import { THANKS_PATH } from "~/lib/thanks";
import { inputClass } from "./checkout-field";

const MAX = CHECKOUT_FIELD_MAX_LENGTH.anonymousMessage;
/** From here on the counter speaks up (aria-live) and turns amber. */
const NEAR_LIMIT = MAX - 100;

export function MessageCardField({ hydrated, error, onEdit }: { hydrated: boolean; error?: string; onEdit(): void }) {
  const [message, setMessage] = useState("");
  const [thanksAllowed, setThanksAllowed] = useState(true);
  const length = message.trim().length;
  const near = length >= NEAR_LIMIT;
  const describedBy = [error ? "anonymousMessage-error" : null, "anonymousMessage-help", "anonymousMessage-count"].filter(Boolean).join(" ");
  return (
    <div className="sm:col-span-2">
      <label htmlFor="anonymousMessage" className="block text-sm font-semibold text-gray-900">
        {t.anonymousMessage}
      </label>
      <textarea
        id="anonymousMessage"
        name="anonymousMessage"
        rows={4}
        required
        maxLength={MAX}
        value={message}
        onChange={(event) => {
          setMessage(event.currentTarget.value);
          onEdit();
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        className={inputClass(error)}
      />
      <div className="mt-1 flex flex-wrap justify-between gap-x-4 text-xs text-gray-700">
        <p id="anonymousMessage-help">{t.anonymousMessageHelp}</p>
        <p id="anonymousMessage-count" aria-live={near ? "polite" : "off"} className={near ? "font-semibold text-amber-900" : ""} data-testid="message-counter">
          {hydrated ? `${tt.characters(length, MAX)}${near ? ` · ${tt.charactersLeft(MAX - length)}` : ""}` : tt.maxCharacters(MAX)}
        </p>
      </div>
      {error && (
        <p id="anonymousMessage-error" className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
      <div className="mt-3 flex items-start gap-3">
        <input
          id="thanksAllowed"
          name="thanksAllowed"
          type="checkbox"
          value="on"
          checked={thanksAllowed}
          onChange={(event) => setThanksAllowed(event.currentTarget.checked)}
          aria-describedby="thanksAllowed-help"
          className="mt-1 h-5 w-5 shrink-0 accent-brand-600"
        />
        <div>
          <label htmlFor="thanksAllowed" className="text-sm font-semibold text-gray-900">
            {tc.checkout.label}
          </label>
          <p id="thanksAllowed-help" className="text-xs text-gray-700">
            {tc.checkout.help}
          </p>
        </div>
      </div>
      {hydrated && (
        <figure className="mt-3" data-testid="message-card-preview">
          <figcaption className="text-xs font-semibold uppercase tracking-wide text-gray-700">{tt.cardPreview}</figcaption>
          <div className="mt-1 min-h-24 rounded-xl border border-brand-100 bg-brand-50 p-4 font-serif text-base leading-relaxed text-gray-900 shadow-sm [overflow-wrap:anywhere]">
            {message.trim() ? <p className="whitespace-pre-line">{message.trim()}</p> : <p className="italic text-gray-700">{tt.cardEmpty}</p>}
            {thanksAllowed && <ThanksCodePlaceholder />}
          </div>
        </figure>
      )}
    </div>
  );
}

/** Where the card's code will be: the real code exists only once the order is placed. Rendered only when hydrated. */
function ThanksCodePlaceholder() {
  return (
    <div className="mt-3 flex items-center gap-3 border-t border-brand-100 pt-3 font-sans text-xs text-gray-800" data-testid="message-card-thanks">
      <svg viewBox="0 0 21 21" className="h-10 w-10 shrink-0" role="img" aria-label={tc.preview.qrLabel} shapeRendering="crispEdges">
        <path
          fill="currentColor"
          fillRule="evenodd"
          d="M0 0h7v7H0zM1 1v5h5V1zM2 2h3v3H2zM14 0h7v7h-7zM15 1v5h5V1zM16 2h3v3h-3zM0 14h7v7H0zM1 15v5h5v-5zM2 16h3v3H2zM9 0h2v2H9zM9 3h3v2H9zM8 8h3v3H8zM13 9h2v2h-2zM17 9h3v2h-3zM9 13h2v3H9zM12 12h3v2h-3zM16 14h2v2h-2zM13 17h2v4h-2zM18 18h3v3h-3zM9 18h2v2H9z"
        />
      </svg>
      <div>
        <p className="font-semibold">{tc.preview.address(`${window.location.host}${THANKS_PATH}`)}</p>
        <p>{tc.preview.codeLater}</p>
      </div>
    </div>
  );
}
