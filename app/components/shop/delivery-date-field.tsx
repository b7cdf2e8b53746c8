import { useEffect, useState } from "react";
import { useActionData, useRouteLoaderData } from "react-router";
import type { DeliveryDateOption, DeliveryDateResult } from "~/modules/checkout/delivery-date-field.server";
import { deliveryDateText as t } from "~/lib/i18n/delivery";

/**
 * The checkout's delivery date (docs/product.md#delivery-date): "as soon as possible" or one of the business
 * days the checkout's loader offers, labelled (`deliveryDates`, up to `deliveryMaxDays` ahead: the loader sends the
 * figure so that the page does not load the settings module), with when "as soon as possible" would arrive under it
 * (`deliveryEstimate`: in the option a phone would cut it short). A native select, so it works without JavaScript; the
 * server checks the chosen day again and answers `deliveryDateError` when it is no longer allowed.
 */
export function DeliveryDateField() {
  const loaderData = useRouteLoaderData("routes/shop/checkout") as
    { deliveryDates?: DeliveryDateOption[]; deliveryEstimate?: string; deliveryMaxDays: number } | undefined;
  const options = loaderData?.deliveryDates;
  const serverError = (useActionData() as DeliveryDateResult | undefined)?.deliveryDateError;
  const [error, setError] = useState(serverError);
  useEffect(() => setError(serverError), [serverError]);
  if (!loaderData || !options) return null;

  return (
    <div className="rounded-2xl border border-gray-200 p-5" data-testid="delivery-date-field">
      <label htmlFor="deliveryDate" className="block text-lg font-bold">
        {t.dateLabel}
      </label>
      <p id="deliveryDate-help" className="mt-1 text-sm text-gray-700">
        {t.dateHelp(loaderData.deliveryMaxDays)}
      </p>
      <select
        id="deliveryDate"
        name="deliveryDate"
        defaultValue=""
        aria-describedby={["deliveryDate-help", loaderData.deliveryEstimate && "deliveryDate-estimate", error && "deliveryDate-error"]
          .filter(Boolean)
          .join(" ")}
        aria-invalid={error ? true : undefined}
        onChange={() => setError(undefined)}
        className={`mt-3 block min-h-12 w-full rounded-lg border bg-white px-3 py-2.5 ${error ? "border-red-600" : "border-gray-300"} focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100`}
      >
        {options.map(({ value, label }) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      {loaderData.deliveryEstimate && (
        <p id="deliveryDate-estimate" className="mt-2 text-sm text-gray-700" data-testid="delivery-estimate">
          {loaderData.deliveryEstimate}
        </p>
      )}
      {error && (
        <p id="deliveryDate-error" className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
