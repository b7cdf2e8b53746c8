// The checkout's `Fatura bilgileri` (docs/product.md#billing-details): the sender's billing details, optional for an
// individual (folded away: nothing given means `Nihai Tüketici`), required for a company. Every field is in the
// HTML; which kind's fields show is CSS (`:has()` on the chosen radio, the open <details>), so the section works
// the same without JavaScript, and the server ignores the fields of the kind not chosen.
import { useEffect, useRef, useState } from "react";
import { BILLING_MAX_LENGTH, type BillingField, type BillingTextField } from "~/lib/billing-fields";
import { billingText as t } from "~/lib/i18n/billing";
import { type ProvinceOption, ProvinceDistrictFields } from "./checkout-address";
import { inputClass } from "./checkout-field";

type Errors = Partial<Record<BillingField, string>>;
const INDIVIDUAL_FIELDS: readonly BillingField[] = ["billingName", "billingTckn", "billingAddress", "billingProvince", "billingDistrict"];
const BILLING_LISTS = { province: "billingProvince", district: "billingDistrict" } as const;

/**
 * `typed`: the values posted with a refused form (shown again when the page was rendered by the server, without
 * JavaScript; with it the inputs keep what was typed). `errors`: the fields' errors; `onEdit` clears one.
 */
export function CheckoutBilling({
  provinces,
  hydrated,
  errors,
  typed = {},
  onEdit,
}: {
  provinces: readonly ProvinceOption[];
  hydrated: boolean;
  errors: Errors;
  typed?: Partial<Record<BillingField, string>>;
  onEdit(name: BillingField): void;
}) {
  const [kind, setKind] = useState(typed.billingKind === "company" ? "company" : "individual");
  const company = kind === "company";
  // Open when something was given or refused; fixed after the first render so React never closes it under the shopper.
  const hasIndividualErrors = INDIVIDUAL_FIELDS.some((name) => errors[name]);
  const [initiallyOpen] = useState(() => hasIndividualErrors || INDIVIDUAL_FIELDS.some((name) => typed[name]));
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (hasIndividualErrors && details.current) details.current.open = true;
  }, [hasIndividualErrors]);

  const field = (name: BillingTextField, label: string, options: { autoComplete?: string; numeric?: boolean; required?: boolean } = {}) => (
    <BillingInput
      name={name}
      label={label}
      error={errors[name]}
      defaultValue={typed[name]}
      onEdit={() => onEdit(name)}
      autoComplete={options.autoComplete ?? "off"}
      numeric={options.numeric}
      required={options.required}
    />
  );

  return (
    <fieldset className="group/billing rounded-2xl border border-gray-200 p-5" data-testid="checkout-billing" aria-describedby="billing-help">
      <legend className="px-1 text-lg font-bold">{t.section}</legend>
      <p id="billing-help" className="text-sm text-gray-700">
        {t.help}
      </p>
      <div role="radiogroup" aria-label={t.kind} className="mt-4 flex flex-wrap gap-3">
        {(["individual", "company"] as const).map((value) => (
          <label key={value} className="option-choice">
            <input
              type="radio"
              id={`billingKind-${value}`}
              name="billingKind"
              value={value}
              defaultChecked={value === kind}
              onChange={() => {
                setKind(value);
                onEdit("billingKind");
              }}
              className="h-4 w-4 accent-brand-600"
            />
            {t[value]}
          </label>
        ))}
      </div>
      {/* An individual's details: folded away, all optional. */}
      <details ref={details} open={initiallyOpen} className="billing-more mt-4 group-has-[#billingKind-company:checked]/billing:hidden">
        <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-brand-700 underline">{t.addIndividual}</summary>
        <div className="mt-2 grid gap-4 sm:grid-cols-2">
          {field("billingName", t.name, { autoComplete: "name" })}
          {field("billingTckn", t.tckn, { numeric: true })}
        </div>
      </details>
      {/* A company's: all required. */}
      <div className="mt-4 hidden gap-4 group-has-[#billingKind-company:checked]/billing:grid sm:grid-cols-2" data-testid="billing-company">
        <div className="sm:col-span-2">{field("billingTitle", t.title, { autoComplete: "organization", required: company })}</div>
        {field("billingVkn", t.vkn, { numeric: true, required: company })}
        {field("billingTaxOffice", t.taxOffice, { required: company })}
      </div>
      {/* The address: a company's always, an individual's once the details are open. */}
      <div className="mt-4 hidden gap-4 group-has-[#billingKind-company:checked]/billing:grid group-has-[.billing-more[open]]/billing:grid sm:grid-cols-2">
        <p className="text-xs text-gray-700 group-has-[#billingKind-company:checked]/billing:hidden sm:col-span-2">{t.addressHelpIndividual}</p>
        <ProvinceDistrictFields
          provinces={provinces}
          hydrated={hydrated}
          errors={errors}
          onEdit={(name) => onEdit(name as BillingField)}
          names={BILLING_LISTS}
          required={company}
          initial={{ province: typed.billingProvince ?? "", district: typed.billingDistrict ?? "" }}
          labels={{ province: t.province, district: t.district, searchProvince: t.searchProvince, searchDistrict: t.searchDistrict }}
        />
        <div className="sm:col-span-2">{field("billingAddress", t.address, { autoComplete: "off", required: company })}</div>
      </div>
    </fieldset>
  );
}

type BillingCheck = typeof import("~/lib/billing-form").parseBillingFields;

/**
 * The server's billing check (billing-form.ts) for the browser's check before sending, loaded once the page is
 * interactive so that Zod stays out of the checkout's first JavaScript; until then (or if it fails to load) the
 * server's answer tells the errors.
 */
export function useBillingCheck() {
  const check = useRef<BillingCheck | null>(null);
  useEffect(() => {
    let live = true;
    import("~/lib/billing-form").then(
      (module) => {
        if (live) check.current = module.parseBillingFields;
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return check;
}

/** Opens the folded individual details when the field about to take the focus is one of the billing fields. */
export function revealBillingField(name: string) {
  if (name.startsWith("billing")) document.querySelector<HTMLDetailsElement>("details.billing-more")?.setAttribute("open", "");
}

/** One text field with its label and error; typing clears the error. */
function BillingInput(props: {
  name: BillingTextField;
  label: string;
  error?: string;
  defaultValue?: string;
  onEdit(): void;
  autoComplete: string;
  numeric?: boolean;
  required?: boolean;
}) {
  const { name, error } = props;
  const common = {
    id: name,
    name,
    defaultValue: props.defaultValue,
    maxLength: BILLING_MAX_LENGTH[name],
    required: props.required,
    autoComplete: props.autoComplete,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${name}-error` : undefined,
    onChange: props.onEdit,
    className: inputClass(error),
  };
  return (
    <div>
      <label htmlFor={name} className="block text-sm font-semibold text-gray-900">
        {props.label}
      </label>
      {name === "billingAddress" ? <textarea rows={2} {...common} /> : <input type="text" inputMode={props.numeric ? "numeric" : undefined} {...common} />}
      {error && (
        <p id={`${name}-error`} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
