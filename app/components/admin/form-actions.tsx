import { Button, ButtonLink } from "~/components/ui/button";

/** The row under an admin form: anything extra on the left (Sil), then İptal (back to the list) and the submit button. */
export function FormActions({
  cancelTo,
  busy,
  editing,
  texts,
  children,
}: {
  cancelTo: string;
  busy: boolean;
  editing: boolean;
  texts: { cancel: string; saving: string; create: string; update: string };
  children?: React.ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center justify-end gap-3">
      {children}
      <ButtonLink to={cancelTo} variant="secondary">
        {texts.cancel}
      </ButtonLink>
      <Button type="submit" busy={busy}>
        {busy ? texts.saving : editing ? texts.update : texts.create}
      </Button>
    </div>
  );
}
