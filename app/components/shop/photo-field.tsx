// An optional photo from the gallery or the camera, in a plain multipart form (a review's, a thank-you note's): the
// server checks and strips it (docs/product.md#personal-photos), so the field itself only asks for an image.
import { Field } from "~/components/ui/field";

export function PhotoField({ label, hint, error, id }: { label: string; hint: string; error?: string; id: string }) {
  return (
    <Field label={label} hint={hint} error={error} id={id}>
      {(control) => (
        <input
          {...control}
          name="photo"
          type="file"
          accept="image/*"
          className="mt-1 block w-full text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-700 hover:file:bg-brand-100"
        />
      )}
    </Field>
  );
}
