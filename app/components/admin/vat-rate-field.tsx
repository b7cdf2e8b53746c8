// The KDV rate select of the product and category forms (docs/product.md#vat): the empty choice (the product's
// categories' rate / the shop's default) or one of the rates. The server checks the value again (lib/vat-rate-field.ts).
import { Field, inputClass } from "~/components/ui/field";
import { vatRateName, vatText } from "~/lib/i18n/vat";
import { VAT_RATE_CHOICES, VAT_RATE_FIELD } from "~/lib/vat-rate-field";

const f = vatText.form;

export function VatRateField({
  of,
  defaultValue,
  error,
  id,
}: {
  /** A product's select offers its categories' rate as the empty choice; a category's, the shop's default. */
  of: "product" | "category";
  /** The select's value: "" for none, else the rate. */
  defaultValue: string;
  error?: string;
  id?: string;
}) {
  return (
    <Field label={f.label} hint={of === "product" ? f.productHint : f.categoryHint} error={error} id={id}>
      {(control) => (
        <select {...control} name={VAT_RATE_FIELD} defaultValue={defaultValue} className={inputClass} data-testid={`${of}-vat-rate`}>
          <option value="">{of === "product" ? f.productInherit : f.categoryDefault}</option>
          {VAT_RATE_CHOICES.map((rate) => (
            <option key={rate} value={String(rate)}>
              {vatRateName(rate)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
