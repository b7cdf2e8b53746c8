// "Mağaza bilgileri" at /admin/settings (docs/product.md#shop-settings): the shop's name, the company, its
// address (province and district from the list), tax and registry numbers, contact and social pages. One form,
// checked in the browser with the server's check (lib/settings-company-schema.ts) and again on the server.
// Without JavaScript the district list holds every province's districts grouped by province; the server
// checks that the district belongs to the province.
import { useMemo, useState } from "react";
import { Form, useRouteLoaderData } from "react-router";
import { Field, inputClass } from "~/components/ui/field";
import { useHydrated } from "~/hooks/use-hydrated";
import { settingsCompanyText } from "~/lib/i18n/settings-company";
import {
  checkCompanySection,
  COMPANY_FIELDS,
  COMPANY_MAX_LENGTH,
  type CompanyField,
  companyFormValues,
  readCompanyForm,
  SOCIAL_NETWORKS,
} from "~/lib/settings-company-schema";
import type { SectionOutcome } from "~/lib/settings-sections";
import { COMPANY_TYPES, type ShopSettings } from "~/lib/shop-settings";
import { SectionSaveRow, useSectionCheck } from "./section-check";

const t = settingsCompanyText;

/** What /admin/settings's loader returns for this section beside the settings: the 81 provinces and their districts. */
export interface CompanySectionData {
  provinces: readonly { name: string; districts: readonly string[] }[];
}

function useProvinces(): CompanySectionData["provinces"] {
  return (useRouteLoaderData("routes/admin/settings") as CompanySectionData | undefined)?.provinces ?? [];
}

export function CompanySection({ settings, outcome }: { settings: ShopSettings; outcome: SectionOutcome | null }) {
  const provinces = useProvinces();
  const districtsByProvince = useMemo(() => new Map(provinces.map((p) => [p.name, p.districts])), [provinces]);
  const { errors, values, busy, onSubmit, hasErrors } = useSectionCheck<CompanyField>({
    section: "company",
    outcome,
    saved: companyFormValues(settings),
    fields: COMPANY_FIELDS,
    check: (form) => checkCompanySection(readCompanyForm(form), (province) => districtsByProvince.get(province)),
  });
  return (
    <Form method="post" noValidate={useHydrated()} onSubmit={onSubmit} key={JSON.stringify(values)} className="mt-2 space-y-6" data-testid="company-form">
      <input type="hidden" name="section" value="company" />
      <p className="max-w-2xl text-sm text-gray-700">{t.intro}</p>
      <Group title={t.groups.shop}>
        <TextField name="shopName" values={values} errors={errors} required />
        <TextField name="companyName" values={values} errors={errors} required hint={t.hints.companyName} />
        <Field label={t.fields.companyType} id="company-companyType" error={errors.companyType}>
          {(control) => (
            <select {...control} name="companyType" required defaultValue={values.companyType} className={`${inputClass} bg-white`}>
              {COMPANY_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t.companyTypes[type]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </Group>
      <Group title={t.groups.address}>
        <TextField name="address" values={values} errors={errors} required hint={t.hints.address} wide />
        <ProvinceDistrict provinces={provinces} values={values} errors={errors} />
      </Group>
      <Group title={t.groups.tax}>
        <TextField name="taxOffice" values={values} errors={errors} required />
        <TextField name="taxNumber" values={values} errors={errors} required hint={t.hints.taxNumber} inputMode="numeric" />
        <TextField name="mersisNumber" values={values} errors={errors} hint={t.hints.mersisNumber} inputMode="numeric" />
        <TextField name="kepAddress" values={values} errors={errors} hint={t.hints.kepAddress} type="email" optional />
      </Group>
      <Group title={t.groups.contact}>
        <TextField name="email" values={values} errors={errors} required hint={t.hints.email} type="email" />
        <TextField name="phone" values={values} errors={errors} required hint={t.hints.phone} type="tel" />
        <TextField name="whatsapp" values={values} errors={errors} hint={t.hints.whatsapp} type="tel" optional />
        <TextField name="website" values={values} errors={errors} required hint={t.hints.website} />
      </Group>
      <Group title={t.groups.social} note={t.hints.social}>
        {SOCIAL_NETWORKS.map((network) => (
          <TextField key={network} name={network} values={values} errors={errors} type="url" placeholder="https://" optional />
        ))}
      </Group>
      <SectionSaveRow busy={busy} outcome={outcome} hasErrors={hasErrors} saving={t.saving} />
    </Form>
  );
}

function Group({ title, note, children }: { title: string; note?: string; children: React.ReactNode }) {
  return (
    <fieldset className="min-w-0">
      <legend className="text-base font-bold text-gray-900">{title}</legend>
      {note && <p className="mt-1 text-sm text-gray-700">{note}</p>}
      <div className="mt-3 grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

function TextField({
  name,
  values,
  errors,
  required = false,
  optional = false,
  hint,
  type = "text",
  inputMode,
  placeholder,
  wide = false,
}: {
  name: Exclude<CompanyField, "companyType" | "province" | "district">;
  values: Record<CompanyField, string>;
  errors: Partial<Record<CompanyField, string>>;
  required?: boolean;
  optional?: boolean;
  hint?: string;
  type?: "text" | "email" | "tel" | "url";
  inputMode?: "numeric";
  placeholder?: string;
  wide?: boolean;
}) {
  return (
    <Field
      label={t.fields[name]}
      id={`company-${name}`}
      hint={hint}
      error={errors[name]}
      required={optional ? t.optional : undefined}
      className={wide ? "sm:col-span-2" : undefined}
    >
      {(control) => (
        <input
          {...control}
          name={name}
          type={type}
          inputMode={inputMode}
          required={required}
          maxLength={COMPANY_MAX_LENGTH[name]}
          defaultValue={values[name]}
          placeholder={placeholder}
          autoComplete="off"
          className={inputClass}
        />
      )}
    </Field>
  );
}

/** The province, then its district. Once hydrated the district list holds only the chosen province's districts. */
function ProvinceDistrict({
  provinces,
  values,
  errors,
}: {
  provinces: CompanySectionData["provinces"];
  values: Record<CompanyField, string>;
  errors: Partial<Record<CompanyField, string>>;
}) {
  const hydrated = useHydrated();
  const [province, setProvince] = useState(values.province);
  const [district, setDistrict] = useState(values.district);
  const districts = provinces.find((p) => p.name === province)?.districts ?? [];
  return (
    <>
      <Field label={t.fields.province} id="company-province" error={errors.province}>
        {(control) => (
          <select
            {...control}
            name="province"
            required
            value={province}
            onChange={(event) => {
              const next = event.currentTarget.value;
              setProvince(next);
              if (!(provinces.find((p) => p.name === next)?.districts ?? []).includes(district)) setDistrict("");
            }}
            className={`${inputClass} bg-white`}
          >
            <option value="">{t.chooseProvince}</option>
            {provinces.map((p) => (
              <option key={p.name} value={p.name}>
                {p.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t.fields.district} id="company-district" error={errors.district}>
        {(control) => (
          <select
            {...control}
            name="district"
            required
            value={district}
            onChange={(event) => setDistrict(event.currentTarget.value)}
            className={`${inputClass} bg-white`}
          >
            <option value="">{t.chooseDistrict}</option>
            {hydrated
              ? districts.map((name) => (
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
          </select>
        )}
      </Field>
    </>
  );
}
