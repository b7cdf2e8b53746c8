// The one way an admin form is checked (docs/decisions/0010-admin-forms.md): a Zod schema shared by the
// browser and the server turns the posted text into typed values, or into the message the screen shows
// (the first problem, in the schema's key order) and one message per field.
import type { z } from "./zod-jitless";

export type FormCheck<Values, Field extends PropertyKey> =
  { ok: true; values: Values } | { ok: false; error: string; fieldErrors: Partial<Record<Field, string>> };

export function checkForm<Schema extends z.ZodType>(
  schema: Schema,
  input: { [Field in keyof z.input<Schema>]: unknown },
  fallbackError: string,
): FormCheck<z.output<Schema>, keyof z.input<Schema>> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, values: result.data };
  const fieldErrors: Partial<Record<keyof z.input<Schema>, string>> = {};
  for (const problem of result.error.issues) {
    const field = problem.path[0] as keyof z.input<Schema> | undefined;
    if (field !== undefined) fieldErrors[field] ??= problem.message;
  }
  return { ok: false, error: result.error.issues[0]?.message ?? fallbackError, fieldErrors };
}

/** A checkbox's posted value as a boolean: "on" (the browser's default), "true" or "1". */
export function isChecked(value: FormDataEntryValue | null): boolean {
  return value === "on" || value === "true" || value === "1";
}

/** A posted text field; a file or a missing field reads as "". */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}
