// The anonymous message with its character counter and a live preview of the card that goes with the gift
// (docs/product.md#message-card). Without JavaScript the limit is stated instead of counted.
import { useState } from "react";
import { CHECKOUT_FIELD_MAX_LENGTH } from "~/lib/checkout-fields";
import { checkoutText as t } from "~/lib/i18n/checkout";
import { checkoutTurkeyText as tt } from "~/lib/i18n/checkout-turkey";
import { inputClass } from "./checkout-field";

const MAX = CHECKOUT_FIELD_MAX_LENGTH.anonymousMessage;
/** From here on the counter speaks up (aria-live) and turns amber. */
const NEAR_LIMIT = MAX - 100;

export function MessageCardField({ hydrated, error, onEdit }: { hydrated: boolean; error?: string; onEdit(): void }) {
  const [message, setMessage] = useState("");
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
      {hydrated && (
        <figure className="mt-3" data-testid="message-card-preview">
          <figcaption className="text-xs font-semibold uppercase tracking-wide text-gray-700">{tt.cardPreview}</figcaption>
          <div className="mt-1 min-h-24 rounded-xl border border-brand-100 bg-brand-50 p-4 font-serif text-base leading-relaxed text-gray-900 shadow-sm [overflow-wrap:anywhere]">
            {message.trim() ? <p className="whitespace-pre-line">{message.trim()}</p> : <p className="italic text-gray-700">{tt.cardEmpty}</p>}
          </div>
        </figure>
      )}
    </div>
  );
}
