import { quantityText } from "~/lib/i18n/quantity";
import { ShopIcon } from "./shop-icon";

export function QuantityStepper({
  value,
  min = 1,
  max,
  onChange,
  label = quantityText.quantity,
  id,
  submitName,
  inputName,
}: {
  value: number;
  min?: number;
  max: number;
  onChange(next: number): void;
  label?: string;
  id: string;
  /** Inside a form: the buttons also submit `quantity`, so the stepper works without JavaScript. */
  submitName?: string;
  /**
   * Inside a form: the value is a number input of this name that the form posts, typed by hand without
   * JavaScript; the − / + buttons then show only when scripts run (`.js-only` in app.css).
   */
  inputName?: string;
}) {
  const button = `inline-flex h-11 w-11 items-center justify-center text-gray-800 hover:bg-gray-100 disabled:cursor-not-allowed disabled:text-gray-400 ${inputName ? "js-only" : ""}`;
  const step = (next: number) => (event: React.MouseEvent) => {
    event.preventDefault();
    onChange(next);
  };
  return (
    <div className="inline-flex items-center rounded-lg border border-gray-300" role="group" aria-labelledby={`${id}-label`}>
      <label id={`${id}-label`} htmlFor={inputName ? id : undefined} className="sr-only">
        {label}
      </label>
      <button
        type={submitName ? "submit" : "button"}
        name={submitName}
        value={value - 1}
        className={button}
        onClick={step(value - 1)}
        disabled={value <= min}
        aria-label={quantityText.decrease}
      >
        <ShopIcon name="minus" className="h-4 w-4" />
      </button>
      {inputName ? (
        <input
          id={id}
          name={inputName}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          required
          value={value}
          onChange={(event) => {
            const typed = Number.parseInt(event.target.value, 10);
            if (!Number.isNaN(typed)) onChange(typed);
          }}
          className="quantity-input h-11 w-14 bg-transparent text-center font-semibold"
          data-testid={`${id}-value`}
        />
      ) : (
        <output className="w-10 text-center font-semibold" aria-live="polite" data-testid={`${id}-value`}>
          {value}
        </output>
      )}
      <button
        type={submitName ? "submit" : "button"}
        name={submitName}
        value={value + 1}
        className={button}
        onClick={step(value + 1)}
        disabled={value >= max}
        aria-label={quantityText.increase}
      >
        <ShopIcon name="plus" className="h-4 w-4" />
      </button>
    </div>
  );
}
