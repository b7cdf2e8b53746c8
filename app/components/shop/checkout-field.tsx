import { CONTRACT_ANCHORS } from "~/lib/order-contract-form";
import { type AddressListField, CHECKOUT_FIELD_MAX_LENGTH, type CheckoutTextField } from "~/lib/checkout-fields";
import { checkoutText as t } from "~/lib/i18n/checkout";
import { checkoutTurkeyText } from "~/lib/i18n/checkout-turkey";
import { formatPhone, normalizePhone } from "~/lib/turkish-phone";

/** The fields typed as text (province and district are lists: checkout-address.tsx). */
export type CheckoutInputField = Exclude<CheckoutTextField, AddressListField>;

type FieldMeta = { label: string; type?: string; inputMode?: "tel" | "email"; autoComplete: string; multiline?: boolean; help?: string; placeholder?: string };

const fieldMeta: Record<CheckoutInputField, FieldMeta> = {
  recipientName: { label: t.recipientName, autoComplete: "off" },
  recipientAddress: { label: t.recipientAddress, autoComplete: "off", multiline: true },
  recipientPostalCode: { label: t.recipientPostalCode, autoComplete: "off" },
  recipientPhone: {
    label: t.recipientPhone,
    type: "tel",
    inputMode: "tel",
    autoComplete: "off",
    help: checkoutTurkeyText.phoneHelp,
    placeholder: checkoutTurkeyText.phonePlaceholder,
  },
  senderEmail: { label: t.senderEmail, type: "email", inputMode: "email", autoComplete: "email", help: t.senderHelp },
  anonymousMessage: { label: t.anonymousMessage, autoComplete: "off", multiline: true, help: t.anonymousMessageHelp },
};

/** On leaving the phone field, a valid Turkish number is shown as `0 5xx xxx xx xx` (docs/product.md#phone-number). */
function formatPhoneInput(input: HTMLInputElement) {
  const normal = normalizePhone(input.value);
  if (normal) input.value = formatPhone(normal);
}

/** The border and focus ring of every checkout input, red with an error. */
export const inputClass = (error: string | undefined) =>
  `mt-1 block w-full rounded-lg border px-3 py-2.5 ${error ? "border-red-600" : "border-gray-300"} focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100`;

/**
 * One text field of the checkout, with its label, help line and error; typing in it clears the error, and
 * `onLeave` (the e-mail, the phone) checks it as soon as the shopper moves on.
 */
export function CheckoutField({ name, error, onEdit, onLeave }: { name: CheckoutInputField; error?: string; onEdit(): void; onLeave?(value: string): void }) {
  const meta = fieldMeta[name];
  const describedBy = [error ? `${name}-error` : null, meta.help ? `${name}-help` : null].filter(Boolean).join(" ") || undefined;
  const className = inputClass(error);
  const phone = name === "recipientPhone";
  const common = {
    id: name,
    name,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    required: true,
    maxLength: CHECKOUT_FIELD_MAX_LENGTH[name],
    onChange: onEdit,
    autoComplete: meta.autoComplete,
    placeholder: meta.placeholder,
    className,
  };
  return (
    <div className={meta.multiline ? "sm:col-span-2" : ""}>
      <label htmlFor={name} className="block text-sm font-semibold text-gray-900">
        {meta.label}
      </label>
      {meta.multiline ? (
        <textarea rows={3} {...common} />
      ) : (
        <input
          type={meta.type ?? "text"}
          inputMode={meta.inputMode}
          {...common}
          onBlur={(event) => {
            if (phone) formatPhoneInput(event.currentTarget);
            onLeave?.(event.currentTarget.value);
          }}
        />
      )}
      {meta.help && (
        <p id={`${name}-help`} className="mt-1 text-xs text-gray-700">
          {meta.help}
        </p>
      )}
      {error && (
        <p id={`${name}-error`} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The consent box: its links go to the pre-information form and the contract filled for this order, on the page (checkout-contract.tsx). */
export function ConsentField({ error, onEdit }: { error?: string; onEdit(): void }) {
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id="acceptTerms"
          name="acceptTerms"
          type="checkbox"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "acceptTerms-error" : undefined}
          onChange={onEdit}
          className="mt-1 h-5 w-5 shrink-0 accent-brand-600"
        />
        <label htmlFor="acceptTerms" className="text-sm text-gray-800">
          <a href={`#${CONTRACT_ANCHORS.pre_information}`} className="font-semibold underline">
            {t.acceptTerms.preInfo}
          </a>
          {t.acceptTerms.and}
          <a href={`#${CONTRACT_ANCHORS.distance_sales}`} className="font-semibold underline">
            {t.acceptTerms.agreement}
          </a>
          {t.acceptTerms.after}
        </label>
      </div>
      {error && (
        <p id="acceptTerms-error" className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
