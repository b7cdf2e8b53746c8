// Turkey's provinces and districts (data/turkey-districts.json, docs/product.md#province-and-district) for
// the checkout: the lists its page shows and the server's check that a district belongs to its province.
import type { DistrictsOf } from "~/lib/checkout-fields";
import data from "./data/turkey-districts.json";

export interface Province {
  name: string;
  districts: string[];
}

/** The 81 provinces by plate code, each with its districts sorted the Turkish way. */
export const TURKEY_PROVINCES: readonly Province[] = data.provinces.map(({ name, districts }) => ({ name, districts }));

const districtsByProvince = new Map(TURKEY_PROVINCES.map((province) => [province.name, province.districts]));

export const districtsOf: DistrictsOf = (province) => districtsByProvince.get(province);
