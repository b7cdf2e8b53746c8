// The product form's "Seçenekler" section (docs/product.md#options-and-variants): up to three options, each a
// name and its values, and the variant table with one row per combination (price, original price, stock, SKU,
// weight, image, active). With JavaScript the combinations are made, bulk-set and removed in the page; without
// it the same buttons post the form and the server sends it back with the table changed (nothing is saved).
// On a phone every row is a card of labelled fields; from md up the rows line up under one header.
import { Plus, Trash2, Wand2 } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { inputClass, labelClass } from "~/components/ui/field";
import type { ImageItem } from "~/hooks/use-image-list";
import { adminVariantText } from "~/lib/i18n/admin-variants";
import { combinationRows, type OptionDraft, optionField, optionsFromDrafts, rowLabel, type VariantDraft, variantField } from "~/lib/variant-form";
import { MAX_OPTIONS } from "~/lib/variants";
import { salePriceText } from "~/lib/i18n/sale-price";
import { FormSection } from "./form-section";

const t = adminVariantText.form;

/** The intents of the buttons that change the table without saving (the form without JavaScript). */
export const COMBINATIONS_INTENT = "combinations";
export const REMOVE_VARIANT_INTENT = "remove-variant:";

const ROW_GRID = "md:grid md:grid-cols-[minmax(7rem,1.3fr)_1fr_1fr_1fr_4.5rem_1.3fr_4.5rem_1fr_3rem_2.75rem] md:items-center md:gap-2";
const cellInput = inputClass.replace("mt-1 ", "mt-1 md:mt-0 ").replace("px-3 py-2.5", "px-2 py-2");

/** The image choices of a row: the form's images in their order, as the tokens the save understands. */
function imageChoices(images: readonly ImageItem[]): { token: string; label: string }[] {
  let newIndex = 0;
  return images.map((item, position) => ({
    token: item.kind === "existing" ? `keep:${item.path}` : `new:${newIndex++}`,
    label: t.imageOption(position + 1),
  }));
}

export function ProductVariantsField({
  initialOptions,
  initialRows,
  images,
  hydrated,
  invalidOptions,
  invalidRows,
  onModeChange,
}: {
  initialOptions: OptionDraft[];
  initialRows: VariantDraft[];
  images: readonly ImageItem[];
  hydrated: boolean;
  invalidOptions: boolean;
  invalidRows: boolean;
  /** Told whether the product now has a variant table (its own price and stock fields then step aside). */
  onModeChange: (withVariants: boolean) => void;
}) {
  const [options, setOptions] = useState<OptionDraft[]>(() => (initialOptions.length > 0 ? initialOptions : [{ name: "", values: "" }]));
  const [rows, setRowsState] = useState<VariantDraft[]>(initialRows);
  const [bulkPrice, setBulkPrice] = useState("");
  const [bulkStock, setBulkStock] = useState("");
  const parsed = optionsFromDrafts(options);
  const choices = imageChoices(images);
  // Without JavaScript the server cannot add a slot: all three are offered.
  const slots = hydrated ? options : [...options, ...Array.from({ length: Math.max(0, MAX_OPTIONS - options.length) }, () => ({ name: "", values: "" }))];

  function setRows(next: VariantDraft[]) {
    setRowsState(next);
    onModeChange(next.length > 0);
  }
  function setOption(index: number, field: keyof OptionDraft, value: string) {
    setOptions((list) => list.map((option, at) => (at === index ? { ...option, [field]: value } : option)));
  }
  function updateRow(index: number, change: Partial<VariantDraft>) {
    setRowsState((list) => list.map((row, at) => (at === index ? { ...row, ...change } : row)));
  }
  function generate(event: React.MouseEvent) {
    event.preventDefault();
    const first = rows[0];
    setRows(combinationRows(parsed, rows, first ? { price: first.price, originalPrice: first.originalPrice } : {}));
  }

  return (
    <FormSection title={t.section}>
      <p className="text-sm text-gray-700">{t.intro}</p>
      <div className="space-y-3" data-testid="product-options">
        {slots.map((option, index) => (
          <div key={index} className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)_auto] sm:items-end">
            <label className={labelClass}>
              {t.optionName(index + 1)}
              <input
                name={optionField(index, "name")}
                value={option.name}
                onChange={(event) => setOption(index, "name", event.currentTarget.value)}
                placeholder={t.optionNamePlaceholder}
                maxLength={40}
                aria-invalid={invalidOptions || undefined}
                className={`${inputClass} font-normal`}
              />
            </label>
            <label className={labelClass}>
              {t.optionValues(index + 1)}
              <input
                name={optionField(index, "values")}
                value={option.values}
                onChange={(event) => setOption(index, "values", event.currentTarget.value)}
                placeholder={t.optionValuesPlaceholder}
                aria-invalid={invalidOptions || undefined}
                className={`${inputClass} font-normal`}
              />
            </label>
            {hydrated && (
              <Button
                variant="ghostDanger"
                size="icon"
                aria-label={t.removeOption(index + 1)}
                onClick={() => setOptions((list) => (list.length > 1 ? list.filter((_, at) => at !== index) : [{ name: "", values: "" }]))}
              >
                <Trash2 aria-hidden="true" className="h-5 w-5" />
              </Button>
            )}
          </div>
        ))}
        <p className="text-xs text-gray-700">{t.optionValuesHint}</p>
        <div className="flex flex-wrap items-center gap-2">
          {hydrated && options.length < MAX_OPTIONS && (
            <Button variant="secondary" size="compact" onClick={() => setOptions((list) => [...list, { name: "", values: "" }])} data-testid="add-option">
              <Plus aria-hidden="true" className="h-4 w-4" /> {t.addOption}
            </Button>
          )}
          <Button
            type={hydrated ? "button" : "submit"}
            name="intent"
            value={COMBINATIONS_INTENT}
            formNoValidate
            variant="secondary"
            size="compact"
            onClick={hydrated ? generate : undefined}
            data-testid="generate-variants"
          >
            <Wand2 aria-hidden="true" className="h-4 w-4" /> {t.generate}
          </Button>
        </div>
        <p className="text-xs text-gray-700">{t.generateHint}</p>
      </div>

      {rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-gray-300 p-3 text-sm text-gray-700" data-testid="no-variants">
          {t.noRows}
        </p>
      ) : (
        <div className="space-y-3" data-testid="variant-table" data-invalid={invalidRows || undefined}>
          {hydrated && (
            <div className="flex flex-wrap items-end gap-2 rounded-lg bg-gray-50 p-3" data-testid="variant-bulk">
              <label className={`${labelClass} w-32`}>
                {t.bulkPrice}
                <input
                  value={bulkPrice}
                  onChange={(event) => setBulkPrice(event.currentTarget.value)}
                  inputMode="decimal"
                  autoComplete="off"
                  className={`${cellInput} font-normal`}
                  data-testid="bulk-price"
                />
              </label>
              <Button variant="secondary" size="compact" onClick={() => setRowsState((list) => list.map((row) => ({ ...row, price: bulkPrice })))}>
                {t.bulkSetPrices}
              </Button>
              <label className={`${labelClass} w-24`}>
                {t.bulkStock}
                <input
                  value={bulkStock}
                  onChange={(event) => setBulkStock(event.currentTarget.value)}
                  type="number"
                  min="0"
                  inputMode="numeric"
                  className={`${cellInput} font-normal`}
                  data-testid="bulk-stock"
                />
              </label>
              <Button variant="secondary" size="compact" onClick={() => setRowsState((list) => list.map((row) => ({ ...row, stock: bulkStock })))}>
                {t.bulkSetStock}
              </Button>
            </div>
          )}
          <div className={`hidden text-xs font-semibold text-gray-700 ${ROW_GRID}`} aria-hidden="true">
            <span>{t.columns.variant}</span>
            <span>{t.columns.price}</span>
            <span>{t.columns.originalPrice}</span>
            <span>{salePriceText.salePrice}</span>
            <span>{t.columns.stock}</span>
            <span>{t.columns.sku}</span>
            <span>{t.columns.weight}</span>
            <span>{t.columns.image}</span>
            <span>{t.columns.active}</span>
            <span className="sr-only">{t.columns.actions}</span>
          </div>
          <ul className="space-y-3 md:space-y-2">
            {rows.map((row, index) => (
              <VariantRow
                key={row.id || row.values.join("\u0000")}
                index={index}
                row={row}
                label={rowLabel(parsed, row.values) || row.values.join(" / ")}
                choices={choices}
                hydrated={hydrated}
                onChange={(change) => updateRow(index, change)}
                onRemove={() => setRows(rows.filter((_, at) => at !== index))}
              />
            ))}
          </ul>
        </div>
      )}
    </FormSection>
  );
}

function Cell({ label, children, className = "" }: { label: string; children: React.ReactNode; className?: string }) {
  return (
    <label className={`block text-xs font-semibold text-gray-800 ${className}`}>
      <span className="md:sr-only">{label}</span>
      {children}
    </label>
  );
}

/** One of a row's typed cells: named, labelled and kept in the row's draft like every other. */
function TextCell({
  field,
  column,
  index,
  row,
  rowLabel,
  onChange,
  className = cellInput,
  ...input
}: {
  field: "price" | "originalPrice" | "salePrice" | "stock" | "sku" | "weight";
  column: string;
  index: number;
  row: VariantDraft;
  rowLabel: string;
  onChange: (change: Partial<VariantDraft>) => void;
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, "name" | "value" | "onChange">) {
  return (
    <Cell label={column}>
      <input
        {...input}
        name={variantField(index, field)}
        value={row[field]}
        onChange={(event) => onChange({ [field]: event.currentTarget.value })}
        aria-label={`${rowLabel}: ${column}`}
        className={className}
      />
    </Cell>
  );
}

function VariantRow({
  index,
  row,
  label,
  choices,
  hydrated,
  onChange,
  onRemove,
}: {
  index: number;
  row: VariantDraft;
  label: string;
  choices: { token: string; label: string }[];
  hydrated: boolean;
  onChange: (change: Partial<VariantDraft>) => void;
  onRemove: () => void;
}) {
  const name = (field: Parameters<typeof variantField>[1]) => variantField(index, field);
  const cellProps = { index, row, rowLabel: label, onChange };
  return (
    <li
      className={`grid grid-cols-2 gap-3 rounded-xl border border-gray-200 p-3 md:rounded-lg md:p-2 ${ROW_GRID} ${row.active ? "" : "bg-gray-50"}`}
      data-testid="variant-row"
    >
      <div className="col-span-2 flex items-center justify-between gap-2 md:col-span-1">
        <span className="font-semibold text-gray-900" data-testid="variant-label">
          {label}
        </span>
        {row.id && <input type="hidden" name={name("id")} value={row.id} />}
        {row.values.map((value, at) => (
          <input key={at} type="hidden" name={name("values")} value={value} />
        ))}
        {row.stockSeen !== "" && <input type="hidden" name={name("stockSeen")} value={row.stockSeen} />}
      </div>
      <TextCell field="price" column={t.columns.price} type="text" inputMode="decimal" autoComplete="off" spellCheck={false} {...cellProps} />
      <TextCell field="originalPrice" column={t.columns.originalPrice} type="text" inputMode="decimal" autoComplete="off" spellCheck={false} {...cellProps} />
      <TextCell field="salePrice" column={salePriceText.salePrice} type="text" inputMode="decimal" autoComplete="off" spellCheck={false} {...cellProps} />
      <TextCell field="stock" column={t.columns.stock} type="number" min="0" step="1" inputMode="numeric" {...cellProps} />
      <TextCell
        field="sku"
        column={t.columns.sku}
        maxLength={64}
        autoComplete="off"
        spellCheck={false}
        placeholder={t.skuPlaceholder}
        className={`${cellInput} font-mono text-sm`}
        {...cellProps}
      />
      <TextCell field="weight" column={t.columns.weight} type="number" min="0" step="any" inputMode="decimal" {...cellProps} />
      <Cell label={t.columns.image}>
        <select
          name={name("image")}
          value={row.image}
          onChange={(event) => onChange({ image: event.currentTarget.value })}
          aria-label={`${label}: ${t.columns.image}`}
          className={cellInput}
        >
          <option value="">{t.firstImage}</option>
          {choices.map((choice) => (
            <option key={choice.token} value={choice.token}>
              {choice.label}
            </option>
          ))}
        </select>
      </Cell>
      <label className="flex min-h-11 items-center gap-2 text-xs font-semibold text-gray-800 md:justify-center">
        <input
          type="checkbox"
          name={name("active")}
          checked={row.active}
          onChange={(event) => onChange({ active: event.currentTarget.checked })}
          aria-label={`${label}: ${t.columns.active}`}
          className="h-4 w-4"
        />
        <span className="md:sr-only">{t.columns.active}</span>
      </label>
      <div className="flex items-center justify-end">
        <Button
          type={hydrated ? "button" : "submit"}
          name="intent"
          value={`${REMOVE_VARIANT_INTENT}${index}`}
          formNoValidate
          variant="ghostDanger"
          size="icon"
          aria-label={t.removeRow(label)}
          onClick={
            hydrated
              ? (event) => {
                  event.preventDefault();
                  onRemove();
                }
              : undefined
          }
          data-testid="remove-variant"
        >
          <Trash2 aria-hidden="true" className="h-5 w-5" />
        </Button>
      </div>
    </li>
  );
}
