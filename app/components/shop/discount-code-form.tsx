import { useFetcher } from "react-router";
import type { CodeOutcome } from "~/lib/campaigns";
import { MAX_CODE_LENGTH } from "~/lib/campaigns";
import { cartDiscountText } from "~/lib/i18n/cart";
import { codeRefusalMessage, discountCodeText } from "~/lib/i18n/campaigns";

/** The one fetcher of the code's forms, so that a form element elsewhere (checkout) and its fields share its state. */
const FETCHER_KEY = "discount-code";

/** What /cart's action answers a code it cannot take (too long): shown under the field. */
export type DiscountCodeActionData = { codeError?: string };

/**
 * The element the checkout's code fields post with (`form` attribute): the checkout's own form cannot hold a second
 * form. Posts to /cart, which keeps the code in its cookie and sends the shopper back to `next`.
 */
export function DiscountCodeFormTarget({ id, next }: { id: string; next: "/checkout" }) {
  const fetcher = useFetcher<DiscountCodeActionData>({ key: FETCHER_KEY });
  return (
    <fetcher.Form id={id} method="post" action="/cart" preventScrollReset className="hidden">
      <input type="hidden" name="next" value={next} />
    </fetcher.Form>
  );
}

/**
 * The "İndirim kodu" field with "Uygula", or the applied code with "Kaldır" and what it did (docs/product.md#discount-codes).
 * Without JavaScript it posts to /cart (intent applyCode / removeCode), which sets or clears the cookie and redirects;
 * with it the same form goes through a fetcher and the page's data is priced again. `code`: the code the cookie holds;
 * `outcome`: the server's word on it for the cart on screen (null while the cart is being priced again).
 * `formId`: the fields post with that form element (DiscountCodeFormTarget) instead of their own.
 */
export function DiscountCodeForm({
  code,
  outcome,
  minBasketKurus,
  formId,
  error,
  idPrefix,
}: {
  code: string | null;
  outcome: CodeOutcome | null;
  minBasketKurus?: number;
  formId?: string;
  /** A refusal the page's action answered without JavaScript (too long). */
  error?: string;
  idPrefix: "cart" | "checkout";
}) {
  const fetcher = useFetcher<DiscountCodeActionData>({ key: FETCHER_KEY });
  const busy = fetcher.state !== "idle";
  const codeError = fetcher.data?.codeError ?? error;
  const fieldId = `${idPrefix}-discount-code`;
  const own = formId ? { form: formId } : {};
  const fields = code ? (
    <div data-testid="discount-code-applied">
      <div className="flex items-center justify-between gap-3">
        <p className="min-w-0 text-sm">
          {cartDiscountText.appliedCode}: <strong className="break-all">{code}</strong>
        </p>
        <button
          type="submit"
          name="intent"
          value="removeCode"
          disabled={busy}
          {...own}
          className="min-h-11 shrink-0 rounded-lg px-3 text-sm font-semibold text-brand-700 underline hover:bg-brand-50 disabled:opacity-60"
        >
          {discountCodeText.remove}
        </button>
      </div>
      {outcome?.applied ? (
        <p className="mt-1 text-sm font-semibold text-emerald-800" role="status" data-testid="discount-code-status">
          {discountCodeText.applied(code)}
        </p>
      ) : outcome ? (
        <p className="mt-1 text-sm font-semibold text-red-700" role="alert" data-testid="discount-code-refusal">
          {codeRefusalMessage(outcome.refusal, minBasketKurus)}
        </p>
      ) : null}
    </div>
  ) : (
    <div>
      <label htmlFor={fieldId} className="text-sm font-semibold">
        {discountCodeText.label}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={fieldId}
          name="discountCode"
          {...own}
          maxLength={MAX_CODE_LENGTH}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={discountCodeText.placeholder}
          aria-invalid={codeError ? true : undefined}
          aria-describedby={codeError ? `${fieldId}-error` : undefined}
          className="min-h-11 w-full min-w-0 rounded-lg border border-gray-300 px-3 py-2 uppercase placeholder:normal-case focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100"
        />
        <button
          type="submit"
          name="intent"
          value="applyCode"
          disabled={busy}
          {...own}
          className="min-h-11 shrink-0 rounded-lg border border-brand-600 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
        >
          {busy ? cartDiscountText.applying : discountCodeText.apply}
        </button>
      </div>
      {codeError && (
        <p id={`${fieldId}-error`} className="mt-1 text-sm font-semibold text-red-700" role="alert" data-testid="discount-code-refusal">
          {codeError}
        </p>
      )}
    </div>
  );
  if (formId) return <div className="border-t border-gray-200 pt-3">{fields}</div>;
  return (
    <fetcher.Form method="post" action="/cart" preventScrollReset className="border-t border-gray-200 pt-3">
      {fields}
    </fetcher.Form>
  );
}
