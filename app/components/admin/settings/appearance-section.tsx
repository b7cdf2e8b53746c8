// /admin/settings, "Görünüm" (docs/product.md#shop-settings): logo, favicon, brand colour and the home page's
// hero. A multipart form, so that the images upload without JavaScript too; the server checks everything
// (app/modules/settings/appearance-section.server.ts) and a refused post shows what was typed again.
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, inputClass } from "~/components/ui/field";
import { settingsText } from "~/lib/i18n/admin-settings";
import { appearanceText } from "~/lib/i18n/settings-appearance";
import { IMAGE_INPUT_ACCEPT } from "~/lib/image-files";
import { imageUrl } from "~/lib/media";
import { APPEARANCE_FIELDS, MAX_HERO_TEXT_LENGTH, MAX_HERO_TITLE_LENGTH } from "~/lib/settings-appearance-schema";
import type { SectionOutcome } from "~/lib/settings-sections";
import type { ShopSettings } from "~/lib/shop-settings";

const t = appearanceText;
const F = APPEARANCE_FIELDS;

const fileInputClass =
  "mt-1 block w-full text-sm text-gray-900 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-lg file:border file:border-gray-300 file:bg-white file:px-4 file:font-semibold file:text-gray-900 hover:file:bg-gray-50";

function ImageField({
  name,
  removeName,
  current,
  text,
  error,
  previewClass,
}: {
  name: string;
  removeName: string;
  current: string | null;
  text: { label: string; hint: string; current: string; none: string; remove: string };
  error?: string;
  previewClass: string;
}) {
  return (
    <div className="rounded-lg border border-gray-200 p-3 sm:p-4">
      <Field label={text.label} hint={text.hint} error={error} id={`appearance-${name}`}>
        {(control) => <input {...control} type="file" name={name} accept={IMAGE_INPUT_ACCEPT} className={fileInputClass} />}
      </Field>
      {current ? (
        <div className="mt-3 flex flex-wrap items-center gap-4">
          <img
            src={imageUrl(current, 320)}
            alt={text.current}
            data-testid={`appearance-${name}-current`}
            className={`rounded border border-gray-200 bg-gray-50 object-contain ${previewClass}`}
          />
          <label className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-gray-900">
            <input type="checkbox" name={removeName} className="h-5 w-5 accent-brand-600" />
            {text.remove}
          </label>
        </div>
      ) : (
        <p className="mt-2 text-sm text-gray-700">{text.none}</p>
      )}
    </div>
  );
}

export function AppearanceSection({ settings, outcome }: { settings: ShopSettings; outcome: SectionOutcome | null }) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("section") === "appearance";
  const appearance = settings.appearance;
  const refused = outcome && !outcome.ok ? outcome : null;
  const errors = refused?.errors ?? {};
  const value = (field: "brandColor" | "heroTitle" | "heroText") => refused?.values[field] ?? appearance[field];
  return (
    // A new form once the settings change: the chosen files are not sent again with the next save.
    <Form key={JSON.stringify(appearance)} method="post" encType="multipart/form-data" className="mt-3 space-y-5" data-testid="appearance-form">
      <input type="hidden" name="section" value="appearance" />
      <p className="max-w-2xl text-sm text-gray-700">{t.intro}</p>
      <ImageField name={F.logo} removeName={F.removeLogo} current={appearance.logo} text={t.logo} error={errors[F.logo]} previewClass="h-12 w-40" />
      <ImageField
        name={F.favicon}
        removeName={F.removeFavicon}
        current={appearance.favicon}
        text={t.favicon}
        error={errors[F.favicon]}
        previewClass="h-12 w-12"
      />
      <Field label={t.brandColor.label} hint={t.brandColor.hint} error={errors[F.brandColor]} id="appearance-brandColor">
        {(control) => (
          <div className="flex max-w-sm items-center gap-3">
            <input
              {...control}
              name={F.brandColor}
              defaultValue={value("brandColor")}
              required
              autoComplete="off"
              spellCheck={false}
              placeholder="#be185d"
              className={`${inputClass} font-mono`}
            />
            <span
              aria-hidden="true"
              className="mt-1 inline-flex min-h-11 shrink-0 items-center rounded-lg px-3 text-sm font-semibold text-white"
              style={{ backgroundColor: appearance.brandColor }}
            >
              {t.brandColor.preview}
            </span>
          </div>
        )}
      </Field>
      <Field label={t.heroTitle.label} hint={t.heroTitle.hint} error={errors[F.heroTitle]} id="appearance-heroTitle">
        {(control) => <input {...control} name={F.heroTitle} defaultValue={value("heroTitle")} maxLength={MAX_HERO_TITLE_LENGTH} className={inputClass} />}
      </Field>
      <Field label={t.heroText.label} hint={t.heroText.hint} error={errors[F.heroText]} id="appearance-heroText">
        {(control) => (
          <textarea {...control} name={F.heroText} defaultValue={value("heroText")} maxLength={MAX_HERO_TEXT_LENGTH} rows={3} className={inputClass} />
        )}
      </Field>
      <ImageField
        name={F.heroImage}
        removeName={F.removeHeroImage}
        current={appearance.heroImage}
        text={t.heroImage}
        error={errors[F.heroImage]}
        previewClass="h-24 w-40"
      />
      <Button type="submit" busy={saving}>
        {settingsText.save}
      </Button>
    </Form>
  );
}
