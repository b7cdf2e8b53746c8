// The product form's "Kişiselleştirme" section (docs/product.md#personalised-gifts): up to MAX_PERSONAL_FIELDS fields
// a buyer fills (a text, a photo, a choice) and the "Prova onayı iste" checkbox. With JavaScript fields are added,
// removed and moved in the page and each shows only its kind's inputs; without it the form offers spare blank slots,
// every input, a "Bu alanı kaldır" box and a "Sıra" number, and the server reads the same names
// (lib/personal-field-form.ts). Nothing here is trusted: the save checks it all again.
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { inputClass, labelClass } from "~/components/ui/field";
import { adminPersonalText as t, PERSONAL_FIELD_KIND_TEXT } from "~/lib/i18n/admin-personal";
import {
  emptyPersonalFieldDraft,
  type PersonalFieldDraft,
  personalFieldName,
  type PersonalFormErrorKey,
  type PersonalFormProp,
  type PersonalisationDraft,
  REQUIRES_PROOF_FIELD,
} from "~/lib/personal-field-form";
import { MAX_PERSONAL_FIELDS, MAX_PERSONAL_TEXT_LENGTH, MAX_PRINT_CM, PERSONAL_FIELD_KINDS, type PersonalFieldKind } from "~/lib/personalisation";
import { FormSection } from "./form-section";

type Keyed = PersonalFieldDraft & { key: number };
let nextKey = 1;

export function ProductPersonalFields({
  initial,
  hydrated,
  fieldErrors,
}: {
  initial: PersonalisationDraft;
  hydrated: boolean;
  fieldErrors: Partial<Record<string, string>>;
}) {
  const [fields, setFields] = useState<Keyed[]>(() => initial.fields.map((field) => ({ ...field, key: nextKey++ })));
  // Without JavaScript the server cannot add a slot: spare blank ones are offered.
  const shown: Keyed[] = hydrated
    ? fields
    : [...fields, ...Array.from({ length: Math.max(0, MAX_PERSONAL_FIELDS - fields.length) }, (_, at) => ({ ...emptyPersonalFieldDraft(), key: -1 - at }))];
  const sectionError = fieldErrors.personalisation;

  function update(index: number, change: Partial<PersonalFieldDraft>) {
    setFields((list) => list.map((field, at) => (at === index ? { ...field, ...change } : field)));
  }
  function move(index: number, by: -1 | 1) {
    setFields((list) => {
      const target = index + by;
      if (target < 0 || target >= list.length) return list;
      const next = [...list];
      [next[index], next[target]] = [next[target], next[index]];
      return next;
    });
  }

  return (
    <FormSection title={t.section}>
      <p className="text-sm text-gray-700">{t.intro}</p>
      {!hydrated && <p className="text-xs text-gray-700">{t.noJsHint}</p>}
      {sectionError && (
        <p className="text-sm font-semibold text-red-700" data-testid="personal-section-error">
          {sectionError}
        </p>
      )}
      <ol className="space-y-4" data-testid="personal-fields">
        {shown.map((field, index) => (
          <PersonalFieldEditor
            key={field.key}
            field={field}
            index={index}
            count={shown.length}
            hydrated={hydrated}
            errors={(prop) => fieldErrors[`personalField.${index}.${prop}` satisfies PersonalFormErrorKey]}
            onChange={(change) => update(index, change)}
            onMove={(by) => move(index, by)}
            onRemove={() => setFields((list) => list.filter((_, at) => at !== index))}
          />
        ))}
      </ol>
      {hydrated && fields.length < MAX_PERSONAL_FIELDS && (
        <Button variant="secondary" onClick={() => setFields((list) => [...list, { ...emptyPersonalFieldDraft(), key: nextKey++ }])} data-testid="personal-add">
          <Plus aria-hidden="true" className="h-5 w-5" /> {t.add}
        </Button>
      )}
      <label className="flex min-h-11 items-center gap-2 text-sm font-semibold">
        <input type="checkbox" name={REQUIRES_PROOF_FIELD} defaultChecked={initial.requiresProof} className="h-4 w-4" /> {t.requiresProof}
      </label>
      <p className="-mt-3 text-xs text-gray-700">{t.requiresProofHint}</p>
    </FormSection>
  );
}

function PersonalFieldEditor({
  field,
  index,
  count,
  hydrated,
  errors,
  onChange,
  onMove,
  onRemove,
}: {
  field: Keyed;
  index: number;
  count: number;
  hydrated: boolean;
  errors: (prop: PersonalFormProp) => string | undefined;
  onChange: (change: Partial<PersonalFieldDraft>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const n = index + 1;
  const name = (prop: PersonalFormProp) => personalFieldName(index, prop);
  const shows = (kind: PersonalFieldKind) => !hydrated || field.kind === kind;
  // Controlled with JavaScript (the list moves), plain defaults without.
  const bind = (prop: "label" | "help" | "fee" | "maxLength" | "printWidth" | "printHeight" | "choices") =>
    hydrated
      ? { value: field[prop], onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange({ [prop]: event.currentTarget.value }) }
      : { defaultValue: field[prop] };
  const input = (prop: PersonalFormProp, label: string, extra: React.InputHTMLAttributes<HTMLInputElement>, hint?: string) => {
    const error = errors(prop);
    const id = `pf-${index}-${prop}`;
    return (
      <div>
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
        <input
          id={id}
          name={name(prop)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`${inputClass} font-normal`}
          {...extra}
        />
        {hint && <p className="mt-1 text-xs text-gray-700">{hint}</p>}
        {error && (
          <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700" data-testid={`personal-error-${index}-${prop}`}>
            {error}
          </p>
        )}
      </div>
    );
  };
  const choicesError = errors("choices");
  const kindError = errors("kind");

  return (
    <li className="rounded-xl border border-gray-200 p-4" data-testid="personal-field">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-bold">{t.field(n)}</p>
        {hydrated && (
          <div className="flex gap-1">
            <Button variant="ghost" size="icon" aria-label={t.moveUp(n)} disabled={index === 0} onClick={() => onMove(-1)}>
              <ArrowUp aria-hidden="true" className="h-5 w-5" />
            </Button>
            <Button variant="ghost" size="icon" aria-label={t.moveDown(n)} disabled={index === count - 1} onClick={() => onMove(1)}>
              <ArrowDown aria-hidden="true" className="h-5 w-5" />
            </Button>
            <Button variant="ghostDanger" size="icon" aria-label={t.remove(n)} onClick={onRemove}>
              <Trash2 aria-hidden="true" className="h-5 w-5" />
            </Button>
          </div>
        )}
      </div>
      <input type="hidden" name={name("id")} value={field.id} />
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={`pf-${index}-kind`} className={labelClass}>
            {t.kind}
          </label>
          <select
            id={`pf-${index}-kind`}
            name={name("kind")}
            {...(hydrated
              ? {
                  value: field.kind,
                  onChange: (event: React.ChangeEvent<HTMLSelectElement>) => onChange({ kind: event.currentTarget.value as PersonalFieldKind }),
                }
              : { defaultValue: field.kind })}
            aria-invalid={kindError ? true : undefined}
            className={`${inputClass} font-normal`}
          >
            {PERSONAL_FIELD_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {PERSONAL_FIELD_KIND_TEXT[kind]}
              </option>
            ))}
          </select>
          {kindError && <p className="mt-1 text-sm font-semibold text-red-700">{kindError}</p>}
        </div>
        {input("label", t.label, { ...bind("label"), maxLength: 80, placeholder: t.labelPlaceholder })}
        {input("help", t.help, { ...bind("help"), maxLength: 200, placeholder: t.helpPlaceholder })}
        {input("fee", t.fee, { ...bind("fee"), type: "text", inputMode: "decimal", autoComplete: "off", placeholder: "0,00" }, t.feeHint)}
        {shows("text") &&
          input("maxLength", t.maxLength, { ...bind("maxLength"), type: "number", min: 1, max: MAX_PERSONAL_TEXT_LENGTH, step: 1, inputMode: "numeric" })}
        {shows("photo") && input("printWidth", t.printWidth, { ...bind("printWidth"), type: "text", inputMode: "decimal", placeholder: `1–${MAX_PRINT_CM}` })}
        {shows("photo") &&
          input("printHeight", t.printHeight, { ...bind("printHeight"), type: "text", inputMode: "decimal", placeholder: `1–${MAX_PRINT_CM}` }, t.printHint)}
      </div>
      {shows("choice") && (
        <div className="mt-3">
          <label htmlFor={`pf-${index}-choices`} className={labelClass}>
            {t.choices}
          </label>
          <textarea
            id={`pf-${index}-choices`}
            name={name("choices")}
            rows={3}
            {...bind("choices")}
            aria-invalid={choicesError ? true : undefined}
            className={`${inputClass} font-normal`}
          />
          {choicesError && (
            <p className="mt-1 text-sm font-semibold text-red-700" data-testid={`personal-error-${index}-choices`}>
              {choicesError}
            </p>
          )}
        </div>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-4">
        <label className="flex min-h-11 items-center gap-2 text-sm font-semibold">
          <input
            type="checkbox"
            name={name("required")}
            {...(hydrated
              ? { checked: field.required, onChange: (event) => onChange({ required: event.currentTarget.checked }) }
              : { defaultChecked: field.required })}
            className="h-4 w-4"
          />
          {t.required}
        </label>
        {!hydrated && (
          <>
            <label className="flex min-h-11 items-center gap-2 text-sm font-semibold">
              <input type="checkbox" name={name("remove")} className="h-4 w-4" /> {t.removeNoJs}
            </label>
            <label className="flex min-h-11 items-center gap-2 text-sm font-semibold">
              {t.position}
              <input
                type="number"
                name={name("position")}
                defaultValue={n}
                min={1}
                max={MAX_PERSONAL_FIELDS}
                className="w-20 rounded-lg border border-gray-300 px-2 py-2"
              />
            </label>
          </>
        )}
      </div>
    </li>
  );
}
