// The product form's number sections: price and stock, dimensions, weight. Uncontrolled inputs filled
// from the draft; the browser's and the server's checks are those of lib/product-form-schema.ts.
import { Field, inputClass } from "~/components/ui/field";
import { adminCatalogText } from "~/lib/i18n/admin-catalog";
import { adminVariantText } from "~/lib/i18n/admin-variants";
import { DIMENSION_UNITS, kurusToLiraInput, PRODUCT_FIELDS as F, type ProductFormDraft, type ProductFormField, WEIGHT_UNITS } from "~/lib/product-form-schema";
import { personalDraftFromPersonalisation } from "~/lib/personal-field-form";
import { joinOptionValues } from "~/lib/variant-form";
import { istanbulLocalInput } from "~/lib/sale-form";
import { salePriceText } from "~/lib/i18n/sale-price";
import { vatRateInput } from "~/lib/vat-rate-field";
import type { AdminProductDetail } from "~/modules/catalog/admin-products.server";
import { FormSection } from "./form-section";
import { VatRateField } from "./vat-rate-field";

const f = adminCatalogText.productForm;
const v = adminCatalogText.productValidation;

/** The form's text of a stored product. */
export function draftFromProduct(product: AdminProductDetail): ProductFormDraft {
  const num = (n: number | null) => (n == null ? "" : String(n));
  return {
    name: product.name,
    slug: product.slug,
    description: product.description,
    price: kurusToLiraInput(product.priceKurus),
    originalPrice: kurusToLiraInput(product.originalPriceKurus),
    stock: String(product.stock),
    shippingCost: kurusToLiraInput(product.shippingCostKurus),
    categories: product.categoryIds,
    isActive: product.isActive,
    isNew: product.isNew,
    dimensionWidth: num(product.dimensionWidth),
    dimensionHeight: num(product.dimensionHeight),
    dimensionDepth: num(product.dimensionDepth),
    dimensionUnit: product.dimensionUnit,
    weightValue: num(product.weightValue),
    weightUnit: product.weightUnit,
    sku: product.sku ?? "",
    salePrice: kurusToLiraInput(product.salePriceKurus),
    saleStartsAt: istanbulLocalInput(product.saleStartsAt),
    saleEndsAt: istanbulLocalInput(product.saleEndsAt),
    vatRate: vatRateInput(product.vatRate),
    options: product.options.map((option) => ({ name: option.name, values: joinOptionValues(option.values) })),
    variants: product.variants.map((variant) => ({
      id: variant.id ?? "",
      values: variant.optionValues,
      price: kurusToLiraInput(variant.priceKurus),
      originalPrice: kurusToLiraInput(variant.originalPriceKurus),
      salePrice: kurusToLiraInput(variant.salePriceKurus),
      stock: String(variant.stock),
      stockSeen: String(variant.stockSeen ?? variant.stock),
      sku: variant.sku ?? "",
      weight: num(variant.weightValue),
      image: variant.image ?? "",
      active: variant.isActive,
    })),
    personal: personalDraftFromPersonalisation(product.personalisation),
  };
}

type NumberKind = "money" | "count" | "measure";

// Money is a text field: a number input drops the Turkish decimal comma in some browsers (34,56 became 3456),
// and parseMoney reads what the owner typed (docs/product.md#money).
const numberInputs: Record<NumberKind, React.InputHTMLAttributes<HTMLInputElement>> = {
  money: { type: "text", inputMode: "decimal", autoComplete: "off", spellCheck: false },
  count: { type: "number", min: "0", inputMode: "numeric", step: "1" },
  measure: { type: "number", min: "0", inputMode: "decimal", step: "any" },
};

function NumberField({
  label,
  name,
  kind,
  defaultValue,
  hint,
  required,
  invalid,
  error,
}: {
  label: string;
  name: string;
  kind: NumberKind;
  defaultValue: string;
  hint?: string;
  required?: boolean;
  invalid: boolean;
  /** The field's own message, under it. */
  error?: string;
}) {
  return (
    <Field label={label} hint={hint} required={required ? f.required : undefined} invalid={invalid} error={error}>
      {(control) => <input {...control} name={name} {...numberInputs[kind]} required={required} defaultValue={defaultValue} className={inputClass} />}
    </Field>
  );
}

function UnitField({
  label,
  name,
  units,
  names,
  defaultValue,
}: {
  label: string;
  name: string;
  units: readonly string[];
  names: Record<string, string>;
  defaultValue: string;
}) {
  return (
    <Field label={label}>
      {(control) => (
        <select {...control} name={name} defaultValue={defaultValue} className={inputClass}>
          {units.map((unit) => (
            <option key={unit} value={unit}>
              {names[unit]}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function ProductDetailsSections({
  draft,
  fieldErrors,
  withVariants,
}: {
  draft: ProductFormDraft;
  fieldErrors: Partial<Record<ProductFormField, string>>;
  /** The variant table holds the prices and stock: only the shipping cost stays here. */
  withVariants: boolean;
}) {
  const invalid = (field: ProductFormField) => Boolean(fieldErrors[field]);
  // A money field says what is wrong with the amount under it; an empty required price is the banner's.
  const moneyError = (field: ProductFormField) => (fieldErrors[field] && fieldErrors[field] !== v.requiredFields ? fieldErrors[field] : undefined);
  return (
    <>
      <FormSection title={f.sections.pricing}>
        {withVariants && (
          <p className="text-sm text-gray-700" data-testid="pricing-with-variants">
            {adminVariantText.form.pricingWithVariants}
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          {!withVariants && (
            <>
              <NumberField
                label={f.price}
                name={F.price}
                kind="money"
                required
                defaultValue={draft.price}
                invalid={invalid("priceKurus")}
                error={moneyError("priceKurus")}
              />
              <NumberField
                label={f.originalPrice}
                name={F.originalPrice}
                kind="money"
                hint={f.originalPriceHint}
                defaultValue={draft.originalPrice}
                invalid={invalid("originalPriceKurus")}
                error={moneyError("originalPriceKurus")}
              />
              <NumberField
                label={salePriceText.salePrice}
                name={F.salePrice}
                kind="money"
                hint={salePriceText.salePriceHint}
                defaultValue={draft.salePrice}
                invalid={invalid("salePrice")}
                error={fieldErrors.salePrice}
              />
              <NumberField label={f.stock} name={F.stock} kind="count" defaultValue={draft.stock} invalid={invalid("stock")} />
              <Field label={adminVariantText.form.singleSku} hint={adminVariantText.form.singleSkuHint} invalid={invalid("sku")} error={fieldErrors.sku}>
                {(control) => (
                  <input
                    {...control}
                    name={F.sku}
                    maxLength={64}
                    autoComplete="off"
                    spellCheck={false}
                    defaultValue={draft.sku}
                    className={`${inputClass} font-mono text-sm`}
                  />
                )}
              </Field>
            </>
          )}
          <NumberField
            label={f.shippingCost}
            name={F.shippingCost}
            kind="money"
            hint={f.shippingHint}
            defaultValue={draft.shippingCost}
            invalid={invalid("shippingCostKurus")}
            error={moneyError("shippingCostKurus")}
          />
          <VatRateField of="product" defaultValue={draft.vatRate} error={fieldErrors.vatRate} />
        </div>
        {/* The sale's window, for the sale price above or the variant table's (Istanbul time; docs/product.md#sale-prices). */}
        <div className="mt-4 grid gap-4 sm:grid-cols-2" data-testid="sale-window">
          <Field label={salePriceText.startsAt} hint={salePriceText.datesHint} invalid={invalid("saleStartsAt")} error={fieldErrors.saleStartsAt}>
            {(control) => <input {...control} type="datetime-local" name={F.saleStartsAt} defaultValue={draft.saleStartsAt} className={inputClass} />}
          </Field>
          <Field label={salePriceText.endsAtLabel} invalid={invalid("saleStartsAt")}>
            {(control) => <input {...control} type="datetime-local" name={F.saleEndsAt} defaultValue={draft.saleEndsAt} className={inputClass} />}
          </Field>
        </div>
      </FormSection>

      <FormSection title={f.sections.dimensions}>
        <div className="grid gap-4 sm:grid-cols-4">
          <NumberField label={f.width} name={F.dimensionWidth} kind="measure" defaultValue={draft.dimensionWidth} invalid={invalid("dimensionWidth")} />
          <NumberField label={f.height} name={F.dimensionHeight} kind="measure" defaultValue={draft.dimensionHeight} invalid={invalid("dimensionHeight")} />
          <NumberField label={f.depth} name={F.dimensionDepth} kind="measure" defaultValue={draft.dimensionDepth} invalid={invalid("dimensionDepth")} />
          <UnitField label={f.dimensionUnit} name={F.dimensionUnit} units={DIMENSION_UNITS} names={f.dimensionUnits} defaultValue={draft.dimensionUnit} />
        </div>
      </FormSection>

      <FormSection title={f.sections.weight}>
        <div className="grid gap-4 sm:grid-cols-4">
          <NumberField label={f.weightValue} name={F.weightValue} kind="measure" defaultValue={draft.weightValue} invalid={invalid("weightValue")} />
          <UnitField label={f.weightUnit} name={F.weightUnit} units={WEIGHT_UNITS} names={f.weightUnits} defaultValue={draft.weightUnit} />
        </div>
      </FormSection>
    </>
  );
}
