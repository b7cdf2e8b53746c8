// Province (il) and district (ilçe) as searchable selects (docs/product.md#province-and-district). Without
// JavaScript both are plain <select>s and the district list holds every province's districts in <optgroup>s
// (the server checks that the pair belongs together); with it, a search box above each list narrows it as
// the shopper types, and the district list holds only the chosen province's districts.
import { useMemo, useState } from "react";
import type { AddressListField } from "~/lib/checkout-fields";
import type { BillingField } from "~/lib/billing-fields";
import { checkoutTurkeyText as t } from "~/lib/i18n/checkout-turkey";
import { foldTurkish } from "~/lib/turkish";
import { inputClass } from "./checkout-field";

/** The names of a province/district pair: the delivery address's (the default) or the billing address's. */
type ListName = AddressListField | Extract<BillingField, "billingProvince" | "billingDistrict">;
const DELIVERY_LISTS = { province: "recipientProvince", district: "recipientDistrict" } as const;

export interface ProvinceOption {
  name: string;
  districts: string[];
}

/** The names that contain the search, folded the Turkish way; the chosen one always stays in the list. */
function narrow(names: readonly string[], search: string, chosen: string): string[] {
  const folded = foldTurkish(search);
  if (!folded) return [...names];
  return names.filter((name) => name === chosen || foldTurkish(name).includes(folded));
}

/** The search box above a list (only once hydrated: without JavaScript it could not narrow anything). */
function ListSearch({ id, label, controls, value, onSearch }: { id: string; label: string; controls: string; value: string; onSearch(value: string): void }) {
  return (
    <input
      id={id}
      type="search"
      value={value}
      onChange={(event) => onSearch(event.currentTarget.value)}
      onKeyDown={(event) => {
        // Enter picks the list's first match instead of sending the form.
        if (event.key === "Enter") {
          event.preventDefault();
          onSearch(event.currentTarget.value);
          document.getElementById(controls)?.focus();
        }
      }}
      placeholder={label}
      aria-label={label}
      aria-controls={controls}
      autoComplete="off"
      className={`${inputClass(undefined)} text-sm`}
    />
  );
}

export function ProvinceDistrictFields({
  provinces,
  hydrated,
  errors,
  onEdit,
  names = DELIVERY_LISTS,
  required = true,
  initial,
  labels = { province: t.province, district: t.district, searchProvince: t.searchProvince, searchDistrict: t.searchDistrict },
}: {
  provinces: readonly ProvinceOption[];
  hydrated: boolean;
  errors: Partial<Record<ListName, string>>;
  onEdit(name: ListName): void;
  /** The selects' names (and ids); the delivery address's by default. */
  names?: { province: ListName; district: ListName };
  /** Whether a choice is required (the billing address of an individual is optional). */
  required?: boolean;
  /** The choice shown first (a refused form's, rendered again). */
  initial?: { province: string; district: string };
  /** The lists' labels (the billing address's name theirs apart from the delivery address's). */
  labels?: { province: string; district: string; searchProvince: string; searchDistrict: string };
}) {
  const helpId = names === DELIVERY_LISTS ? "address-search-help" : `${names.province}-search-help`;
  const [province, setProvince] = useState(initial?.province ?? "");
  const [district, setDistrict] = useState(initial?.district ?? "");
  const [provinceSearch, setProvinceSearch] = useState("");
  const [districtSearch, setDistrictSearch] = useState("");
  const provinceNames = useMemo(() => provinces.map((p) => p.name), [provinces]);
  const districts = useMemo(() => provinces.find((p) => p.name === province)?.districts ?? [], [provinces, province]);
  const shownProvinces = narrow(provinceNames, provinceSearch, province);
  const shownDistricts = narrow(districts, districtSearch, district);

  const chooseProvince = (name: string) => {
    setProvince(name);
    onEdit(names.province);
    const next = provinces.find((p) => p.name === name)?.districts ?? [];
    if (!next.includes(district)) setDistrict("");
    setDistrictSearch("");
  };
  const chooseDistrict = (name: string) => {
    setDistrict(name);
    onEdit(names.district);
  };
  // Typing narrows the list; a search that leaves one match (or an exact name) chooses it.
  const searchProvince = (value: string) => {
    setProvinceSearch(value);
    const matches = narrow(provinceNames, value, "");
    const exact = matches.find((name) => foldTurkish(name) === foldTurkish(value));
    if (value && (matches.length === 1 || exact)) chooseProvince(exact ?? matches[0]);
  };
  const searchDistrict = (value: string) => {
    setDistrictSearch(value);
    const matches = narrow(districts, value, "");
    const exact = matches.find((name) => foldTurkish(name) === foldTurkish(value));
    if (value && (matches.length === 1 || exact)) chooseDistrict(exact ?? matches[0]);
  };

  return (
    <div className="grid gap-4 sm:col-span-2 sm:grid-cols-2" data-testid={names === DELIVERY_LISTS ? "province-district" : `${names.province}-lists`}>
      <ListField
        name={names.province}
        helpId={helpId}
        required={required}
        label={labels.province}
        searchLabel={labels.searchProvince}
        search={provinceSearch}
        onSearch={searchProvince}
        hydrated={hydrated}
        error={errors[names.province]}
        value={province}
        onChoose={chooseProvince}
      >
        <option value="">{shownProvinces.length === 0 ? t.noMatch : t.chooseProvince}</option>
        {shownProvinces.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </ListField>
      <ListField
        name={names.district}
        helpId={helpId}
        required={required}
        label={labels.district}
        searchLabel={labels.searchDistrict}
        search={districtSearch}
        onSearch={searchDistrict}
        hydrated={hydrated}
        error={errors[names.district]}
        value={district}
        onChoose={chooseDistrict}
        disabled={hydrated && !province}
      >
        <option value="">{hydrated && !province ? t.chooseProvinceFirst : shownDistricts.length === 0 && province ? t.noMatch : t.chooseDistrict}</option>
        {hydrated
          ? shownDistricts.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))
          : provinces.map((p) => (
              <optgroup key={p.name} label={p.name}>
                {p.districts.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </optgroup>
            ))}
      </ListField>
      {hydrated && (
        <p id={helpId} className="-mt-2 text-xs text-gray-700 sm:col-span-2">
          {t.searchHelp}
        </p>
      )}
    </div>
  );
}

/** One list with its label, its search box once hydrated, and its error. */
function ListField(props: {
  name: ListName;
  helpId: string;
  required: boolean;
  label: string;
  searchLabel: string;
  search: string;
  onSearch(value: string): void;
  hydrated: boolean;
  error?: string;
  value: string;
  onChoose(value: string): void;
  disabled?: boolean;
  children: React.ReactNode;
}) {
  const { name, error, hydrated } = props;
  const describedBy = [error ? `${name}-error` : null, hydrated ? props.helpId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={name} className="block text-sm font-semibold text-gray-900">
        {props.label}
      </label>
      {hydrated && <ListSearch id={`${name}-search`} label={props.searchLabel} controls={name} value={props.search} onSearch={props.onSearch} />}
      <select
        id={name}
        name={name}
        required={props.required}
        value={props.value}
        disabled={props.disabled}
        onChange={(event) => props.onChoose(event.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${inputClass(error)} bg-white disabled:bg-gray-50 disabled:text-gray-600`}
      >
        {props.children}
      </select>
      {error && (
        <p id={`${name}-error`} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
