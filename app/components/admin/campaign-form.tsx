// The campaign form of /admin/campaigns (?new=1 or ?edit={id}). A plain form post: without JavaScript every field is
// shown and the server reads the ones the chosen kind, rule and scope need; with JavaScript the others are hidden.
// Every refusal comes back from the server under its field (lib/campaign-form.ts).
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { Banner } from "~/components/ui/banner";
import { Field, inputClass } from "~/components/ui/field";
import { useHydrated } from "~/hooks/use-hydrated";
import { type CampaignDraft, type CampaignField, MAX_CAMPAIGN_NAME_LENGTH } from "~/lib/campaign-form";
import { MAX_CODE_LENGTH } from "~/lib/campaigns";
import { adminCampaignsText } from "~/lib/i18n/admin-campaigns";
import { FormActions } from "./form-actions";
import { FormSection } from "./form-section";

const f = adminCampaignsText.form;

type Errors = Partial<Record<CampaignField, string>>;

interface Choice {
  id: string;
  name: string;
  isActive: boolean;
}

/** A group of radio buttons with its legend and its error. */
function Choices({
  name,
  legend,
  value,
  options,
  error,
  onChange,
  hideLegend = false,
}: {
  name: CampaignField;
  legend: string;
  /** The section's title already says it: the legend is only read out. */
  hideLegend?: boolean;
  value: string;
  options: { value: string; label: string }[];
  error?: string;
  onChange(value: string): void;
}) {
  const errorId = `campaign-${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className={hideLegend ? "sr-only" : "text-sm font-semibold text-gray-900"}>{legend}</legend>
      <div className="mt-1 flex flex-col gap-1 sm:flex-row sm:flex-wrap sm:gap-x-5">
        {options.map((option) => (
          <label key={option.value} className="flex min-h-11 items-center gap-2 text-sm">
            <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} className="h-4 w-4" />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-xs font-semibold text-red-700" data-testid={`error-${name}`}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

function TextInput({
  name,
  label,
  draft,
  errors,
  hint,
  type = "text",
  inputMode,
  maxLength = 100,
  className,
}: {
  name: Exclude<CampaignField, "categoryIds" | "productIds" | "combinesWithAutomatic">;
  label: string;
  draft: CampaignDraft;
  errors: Errors;
  hint?: string;
  type?: "text" | "datetime-local";
  inputMode?: "numeric" | "decimal";
  maxLength?: number;
  className?: string;
}) {
  return (
    <Field label={label} id={`campaign-${name}`} hint={hint} error={errors[name]} className={className}>
      {(control) => (
        <input
          {...control}
          name={name}
          type={type}
          inputMode={inputMode}
          maxLength={type === "text" ? maxLength : undefined}
          defaultValue={draft[name]}
          autoComplete="off"
          className={inputClass}
        />
      )}
    </Field>
  );
}

export function CampaignForm({
  campaignId,
  draft,
  errors,
  error,
  categories,
  products,
  listUrl,
}: {
  /** The campaign being edited; null for a new one. */
  campaignId: string | null;
  draft: CampaignDraft;
  errors: Errors;
  error: string | null;
  categories: Choice[];
  products: Choice[];
  listUrl: string;
}) {
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const editing = campaignId !== null;
  const [kind, setKind] = useState(draft.kind);
  const [codeMode, setCodeMode] = useState(draft.codeMode);
  const [ruleKind, setRuleKind] = useState(draft.ruleKind);
  const [scopeKind, setScopeKind] = useState(draft.scopeKind);
  const saving = navigation.state === "submitting" && (navigation.formData?.get("intent") ?? "save") === "save";
  /** With JavaScript, only what the choices need is shown; without it, everything. */
  const shown = (condition: boolean) => !hydrated || condition;
  const hasCode = kind === "code" && (!editing || draft.codeMode === "single");

  return (
    <Form method="post" noValidate className="mb-6 space-y-4" data-testid="campaign-form">
      <h1 className="text-2xl font-extrabold">{editing ? f.editTitle : f.createTitle}</h1>
      {error && (
        <Banner tone="error" testId="form-error">
          {error}
        </Banner>
      )}
      {campaignId && <input type="hidden" name="id" value={campaignId} />}
      <input type="hidden" name="intent" value="save" />

      <FormSection title={adminCampaignsText.table.name}>
        <TextInput name="name" label={f.name} hint={f.nameHint} draft={draft} errors={errors} maxLength={MAX_CAMPAIGN_NAME_LENGTH} />
        {editing ? (
          <p className="text-sm text-gray-800">
            <span className="font-semibold">{f.kind}:</span> {adminCampaignsText.kinds[kind === "automatic" ? "automatic" : "code"]}{" "}
            <span className="text-xs text-gray-700">({f.kindFixed})</span>
          </p>
        ) : (
          <Choices
            name="kind"
            legend={f.kind}
            value={kind}
            onChange={setKind}
            error={errors.kind}
            options={[
              { value: "code", label: f.kindCode },
              { value: "automatic", label: f.kindAutomatic },
            ]}
          />
        )}
      </FormSection>

      {shown(kind === "code") && (
        <FormSection title={f.codeMode}>
          {!editing && (
            <Choices
              name="codeMode"
              legend={f.codeMode}
              value={codeMode}
              onChange={setCodeMode}
              error={errors.codeMode}
              options={[
                { value: "single", label: f.codeSingle },
                { value: "bulk", label: f.codeBulk },
              ]}
            />
          )}
          {(editing ? hasCode : shown(codeMode === "single")) && (
            <TextInput name="code" label={f.code} hint={f.codeHint} draft={draft} errors={errors} maxLength={MAX_CODE_LENGTH + 10} />
          )}
          {!editing && shown(codeMode === "bulk") && (
            <div className="grid gap-4 sm:grid-cols-2">
              <TextInput name="bulkCount" label={f.bulkCount} hint={f.bulkCountHint} inputMode="numeric" draft={draft} errors={errors} maxLength={6} />
              <TextInput name="bulkPrefix" label={f.bulkPrefix} hint={f.bulkPrefixHint} draft={draft} errors={errors} maxLength={30} />
            </div>
          )}
          <label className="flex min-h-11 items-start gap-2 text-sm">
            <input type="checkbox" name="combinesWithAutomatic" defaultChecked={draft.combinesWithAutomatic} className="mt-1 h-4 w-4" />
            <span>
              <span className="font-semibold">{f.combines}</span>
              <span className="block text-xs text-gray-700">{f.combinesHint}</span>
            </span>
          </label>
        </FormSection>
      )}

      <FormSection title={f.rule}>
        <Choices
          name="ruleKind"
          hideLegend
          legend={f.rule}
          value={ruleKind}
          onChange={setRuleKind}
          error={errors.ruleKind}
          options={[
            { value: "percent", label: f.rulePercent },
            { value: "fixed", label: f.ruleFixed },
            { value: "freeShipping", label: f.ruleFreeShipping },
            { value: "buyXPayY", label: f.ruleBuyXPayY },
          ]}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          {shown(ruleKind === "percent") && <TextInput name="percent" label={f.percent} inputMode="numeric" draft={draft} errors={errors} maxLength={5} />}
          {shown(ruleKind === "fixed") && <TextInput name="amount" label={f.amount} inputMode="decimal" draft={draft} errors={errors} maxLength={20} />}
          {shown(ruleKind === "buyXPayY") && (
            <>
              <TextInput name="buy" label={f.buy} inputMode="numeric" draft={draft} errors={errors} maxLength={3} />
              <TextInput name="pay" label={f.pay} inputMode="numeric" draft={draft} errors={errors} maxLength={3} />
            </>
          )}
        </div>
        <TextInput name="minBasket" label={f.minBasket} hint={f.minBasketHint} inputMode="decimal" draft={draft} errors={errors} maxLength={20} />
      </FormSection>

      <FormSection title={f.dates}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput name="startsAt" label={f.startsAt} hint={f.startsAtHint} type="datetime-local" draft={draft} errors={errors} />
          <TextInput name="endsAt" label={f.endsAt} hint={f.endsAtHint} type="datetime-local" draft={draft} errors={errors} />
        </div>
      </FormSection>

      <FormSection title={f.limits}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput name="totalUses" label={f.totalUses} hint={f.limitsHint} inputMode="numeric" draft={draft} errors={errors} maxLength={9} />
          <TextInput name="usesPerEmail" label={f.usesPerEmail} hint={f.limitsHint} inputMode="numeric" draft={draft} errors={errors} maxLength={9} />
        </div>
      </FormSection>

      <FormSection title={f.scope}>
        <Choices
          name="scopeKind"
          hideLegend
          legend={f.scope}
          value={scopeKind}
          onChange={setScopeKind}
          error={errors.scopeKind}
          options={[
            { value: "all", label: f.scopeAll },
            { value: "categories", label: f.scopeCategories },
            { value: "products", label: f.scopeProducts },
          ]}
        />
        {shown(scopeKind === "categories") && (
          <fieldset aria-describedby={errors.categoryIds ? "campaign-categoryIds-error" : undefined}>
            <legend className="text-sm font-semibold text-gray-900">{f.categories}</legend>
            <div className="mt-1 grid gap-x-4 sm:grid-cols-2">
              {categories.map((category) => (
                <label key={category.id} className="flex min-h-11 items-center gap-2 text-sm">
                  <input type="checkbox" name="categoryIds" value={category.id} defaultChecked={draft.categoryIds.includes(category.id)} className="h-4 w-4" />
                  {category.name}
                </label>
              ))}
            </div>
            {errors.categoryIds && (
              <p id="campaign-categoryIds-error" className="mt-1 text-xs font-semibold text-red-700" data-testid="error-categoryIds">
                {errors.categoryIds}
              </p>
            )}
          </fieldset>
        )}
        {shown(scopeKind === "products") && (
          <Field label={f.products} id="campaign-productIds" hint={f.productsHint} error={errors.productIds}>
            {(control) => (
              <select {...control} name="productIds" multiple size={8} defaultValue={draft.productIds} className={inputClass}>
                {products.map((product) => (
                  <option key={product.id} value={product.id}>
                    {product.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
      </FormSection>

      <FormActions cancelTo={listUrl} busy={saving} editing={editing} texts={f} />
    </Form>
  );
}
