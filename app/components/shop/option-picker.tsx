import { useHydrated } from "~/hooks/use-hydrated";
import { variantPickerText } from "~/lib/i18n/variant-picker";
import { isColourOption, optionParam, type ProductOption, type ShopVariant, swatchColour, valueAvailability } from "~/lib/variants";

/**
 * One choice per option of the product (docs/product.md#options-and-variants): buttons, colour swatches for a
 * colour option. A value that cannot be bought with the other chosen values stays, struck through and named so
 * ("(tükendi)", "(mevcut değil)"). Without JavaScript it is a GET form: "Seç" sends `secenek1…`, and the page
 * redirects to the chosen variant's `?secim=`; with JavaScript a click chooses at once and the button is hidden.
 */
export function OptionPicker({
  slug,
  options,
  variants,
  chosen,
  onChoose,
}: {
  slug: string;
  options: ProductOption[];
  variants: ShopVariant[];
  chosen: string[];
  onChoose(index: number, value: string): void;
}) {
  const hydrated = useHydrated();
  return (
    <form method="get" action={`/product/${slug}`} className="mt-5 space-y-4" data-testid="option-picker">
      {options.map((option, index) => {
        const colour = isColourOption(option.name);
        return (
          <fieldset key={option.name}>
            <legend className="text-sm font-semibold text-gray-900">
              {option.name}
              {chosen[index] ? <span className="font-normal text-gray-700">: {chosen[index]}</span> : null}
            </legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {option.values.map((value) => {
                const availability = valueAvailability(variants, chosen, index, value);
                const swatch = colour ? swatchColour(value) : null;
                return (
                  <label key={value} className={availability === "available" ? "option-choice" : "option-choice option-unavailable"}>
                    <input
                      type="radio"
                      name={optionParam(index)}
                      value={value}
                      checked={chosen[index] === value}
                      onChange={() => onChoose(index, value)}
                      className="sr-only"
                    />
                    {swatch && <span aria-hidden="true" className="option-swatch" style={{ backgroundColor: swatch }} />}
                    <span className="option-value">{value}</span>
                    {availability !== "available" && (
                      <span className="sr-only"> {availability === "soldOut" ? variantPickerText.soldOut : variantPickerText.missing}</span>
                    )}
                  </label>
                );
              })}
            </div>
          </fieldset>
        );
      })}
      <button type="submit" className={hydrated ? "hidden" : "buy-now-button min-h-11"} data-testid="option-submit">
        {variantPickerText.choose}
      </button>
    </form>
  );
}
