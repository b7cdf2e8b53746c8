// What the company and legal sections of /admin/settings share: the check in the browser before posting (the
// server runs the same one; without JavaScript its answer shows), the errors and values to show, and the row
// with the save button and the section's own outcome.
import { useState } from "react";
import { useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { settingsText } from "~/lib/i18n/admin-settings";
import type { SectionOutcome, SettingsSection } from "~/lib/settings-sections";

type Check<Field extends string> = { ok: true } | { ok: false; errors: Partial<Record<Field, string>> };

/**
 * The errors to show (the browser's check, else the server's refusal) and the values the form starts with (as
 * typed when refused, else the settings in force); `onSubmit` runs the check and stops a refused post.
 */
export function useSectionCheck<Field extends string>({
  section,
  outcome,
  saved,
  fields,
  check,
}: {
  section: SettingsSection;
  outcome: SectionOutcome | null;
  saved: Record<Field, string>;
  fields: readonly Field[];
  check: (form: FormData) => Check<Field>;
}) {
  const [browserErrors, setBrowserErrors] = useState<Partial<Record<Field, string>> | null>(null);
  const refused = outcome && !outcome.ok ? outcome : null;
  const errors = browserErrors ?? ((refused?.errors ?? {}) as Partial<Record<Field, string>>);
  const values = refused ? ({ ...saved, ...refused.values } as Record<Field, string>) : saved;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("section") === section;

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const result = check(new FormData(event.currentTarget));
    if (result.ok) {
      setBrowserErrors(null);
      return;
    }
    event.preventDefault();
    setBrowserErrors(result.errors);
    const first = fields.find((field) => result.errors[field]);
    if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };
  return { errors, values, busy, onSubmit, hasErrors: Object.keys(errors).length > 0 };
}

/** The save button, and beside it what the last save of this section answered. */
export function SectionSaveRow({ busy, outcome, hasErrors, saving }: { busy: boolean; outcome: SectionOutcome | null; hasErrors: boolean; saving: string }) {
  return (
    <div className="flex flex-wrap items-center justify-end gap-3 border-t border-gray-100 pt-4">
      {hasErrors ? (
        <p className="text-sm font-semibold text-red-700">{settingsText.fixErrors}</p>
      ) : (
        outcome?.ok && <p className="text-sm font-semibold text-green-800">{outcome.notice}</p>
      )}
      <Button type="submit" busy={busy}>
        {busy ? saving : settingsText.save}
      </Button>
    </div>
  );
}
