import { Minus, Plus } from "lucide-react";
import { quantityText } from "~/lib/i18n/quantity";

export function QuantityStepper({
  value,
  min = 1,
  max,
  onChange,
  label = quantityText.quantity,
  id,
  submitName,
}: {
  value: number;
  min?: number;
  max: number;
  onChange(next: number): void;
  label?: string;
  id: string;
  /** Inside a form: the buttons also submit `quantity`, so the stepper works without JavaScript. */
  submitName?: string;
}) {
  const button = "inline-flex h-11 w-11 items-center justify-center text-gray-800 hover:bg-gray-100 disabled:cursor-not-allowed disabled:text-gray-400";
  return (
    <div className="inline-flex items-center rounded-lg border border-gray-300" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="sr-only">
        {label}
      </span>
      <button
        type={submitName ? "submit" : "button"}
        name={submitName}
        value={value - 1}
        className={button}
        onClick={(event) => {
          event.preventDefault();
          onChange(value - 1);
        }}
        disabled={value <= min}
        aria-label={quantityText.decrease}
      >
        <Minus aria-hidden="true" className="h-4 w-4" />
      </button>
      <output className="w-10 text-center font-semibold" aria-live="polite" data-testid={`${id}-value`}>
        {value}
      </output>
      <button
        type={submitName ? "submit" : "button"}
        name={submitName}
        value={value + 1}
        className={button}
        onClick={(event) => {
          event.preventDefault();
          onChange(value + 1);
        }}
        disabled={value >= max}
        aria-label={quantityText.increase}
      >
        <Plus aria-hidden="true" className="h-4 w-4" />
      </button>
    </div>
  );
}
