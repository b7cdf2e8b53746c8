// The fields of a personalised gift on the product page (docs/product.md#personalised-gifts): texts, choices and
// photos above the add-to-cart button, each posted as `personal.<fieldId>`. Without JavaScript the form posts them as
// multipart (the photo as a file); with it, a photo is uploaded at once and the product shows a live preview. The
// upload and preview code (personal-upload.tsx) loads on the first focus or touch of a field.
import { useEffect, useRef, useState } from "react";
import { personalFieldsText } from "~/lib/i18n/personal-fields";
import { personalValueText } from "~/lib/i18n/personalisation";
import {
  checkPersonalValues,
  type PersonalField,
  type Personalisation,
  type PersonalPhotoField,
  type PersonalValues,
  personalTextLength,
} from "~/lib/personalisation";

type UploadModule = typeof import("./personal-upload");

let uploadModule: Promise<UploadModule> | null = null;
/** The upload and preview code, fetched once per page load. */
function loadUploadModule(): Promise<UploadModule> {
  uploadModule ??= import("./personal-upload");
  return uploadModule;
}

export type PhotoState =
  | { status: "uploading"; progress: number; fileName: string }
  | { status: "done"; fileName: string; previewUrl: string; warning: string | null }
  | { status: "error"; fileName: string };

export interface PersonalState {
  personalisation: Personalisation;
  values: PersonalValues;
  photos: Record<string, PhotoState>;
  errors: Record<string, string>;
  /** The upload and preview code, once loaded (null before the shopper starts personalising). */
  module: UploadModule | null;
  start(): void;
  setText(fieldId: string, value: string): void;
  choosePhoto(field: PersonalPhotoField, file: File | null): void;
  /** Checks the values as the server will: the Turkish messages go under the fields; the values when all is well. */
  check(): PersonalValues | null;
}

export function usePersonalisation(productId: string, personalisation: Personalisation, initialErrors: Record<string, string> = {}): PersonalState {
  const [values, setValues] = useState<PersonalValues>({});
  const [photos, setPhotos] = useState<Record<string, PhotoState>>({});
  const [errors, setErrors] = useState<Record<string, string>>(initialErrors);
  const [module, setModule] = useState<UploadModule | null>(null);
  const aborts = useRef<Record<string, () => void>>({});
  useEffect(() => {
    const pending = aborts.current;
    return () => Object.values(pending).forEach((abort) => abort());
  }, []);

  const start = () => {
    if (!module) void loadUploadModule().then(setModule);
  };
  const setValue = (fieldId: string, value: string) => {
    setValues((current) => {
      const next = { ...current };
      if (value === "") delete next[fieldId];
      else next[fieldId] = value;
      return next;
    });
    setErrors(({ [fieldId]: _gone, ...rest }) => rest);
  };

  return {
    personalisation,
    values,
    photos,
    errors,
    module,
    start,
    setText: setValue,
    choosePhoto(field, file) {
      aborts.current[field.id]?.();
      setValue(field.id, "");
      if (!file) {
        setPhotos(({ [field.id]: _gone, ...rest }) => rest);
        return;
      }
      const fileName = file.name;
      setPhotos((current) => ({ ...current, [field.id]: { status: "uploading", progress: 0, fileName } }));
      void loadUploadModule().then(async (loaded) => {
        setModule(loaded);
        const upload = loaded.uploadPersonalPhoto({
          productId,
          fieldId: field.id,
          file,
          onProgress: (progress) => setPhotos((current) => ({ ...current, [field.id]: { status: "uploading", progress, fileName } })),
        });
        aborts.current[field.id] = upload.abort;
        const result = await upload.done;
        if (aborts.current[field.id] !== upload.abort) return;
        delete aborts.current[field.id];
        if (result.ok) {
          setPhotos((current) => ({
            ...current,
            [field.id]: { status: "done", fileName, previewUrl: result.photo.previewUrl, warning: result.photo.lowResolution ? result.photo.warning : null },
          }));
          setValue(field.id, result.photo.id);
        } else if (result.error) {
          setPhotos((current) => ({ ...current, [field.id]: { status: "error", fileName } }));
          setErrors((current) => ({ ...current, [field.id]: result.error }));
        }
      });
    },
    check() {
      const checked = checkPersonalValues(personalisation, values);
      if (checked.ok) return checked.values;
      const messages: Record<string, string> = {};
      for (const [fieldId, reason] of Object.entries(checked.errors)) {
        const uploading = photos[fieldId]?.status === "uploading";
        messages[fieldId] = uploading ? personalFieldsText.uploading : personalValueText[reason];
      }
      setErrors(messages);
      const first = personalisation.fields.find((field) => messages[field.id]);
      if (first) document.getElementById(fieldInputId(first.id))?.focus();
      return null;
    },
  };
}

export function fieldInputId(fieldId: string): string {
  return `personal-${fieldId}`;
}

/** The fields, in the owner's order, with the live preview once the shopper has given something. */
export function PersonalFields({ state, imageSrc }: { state: PersonalState; imageSrc: string | null }) {
  const { personalisation, module, values, photos } = state;
  const texts = personalisation.fields.flatMap((field) => (field.kind === "text" && values[field.id] ? [values[field.id]] : []));
  const photo = personalisation.fields.map((field) => photos[field.id]).find((p) => p?.status === "done");
  const photoUrl = photo?.status === "done" ? photo.previewUrl : null;
  return (
    <fieldset
      className="mt-6 rounded-xl border border-brand-200 bg-brand-50/40 p-4"
      onFocusCapture={state.start}
      onPointerDownCapture={state.start}
      data-testid="personal-fields"
    >
      <legend className="px-1 text-base font-bold text-gray-900">{personalFieldsText.heading}</legend>
      <div className="grid gap-4">
        {personalisation.fields.map((field) => (
          <PersonalFieldInput key={field.id} field={field} state={state} />
        ))}
      </div>
      {module && (texts.length > 0 || photoUrl) && <module.PersonalPreview imageSrc={imageSrc} photoUrl={photoUrl} texts={texts} />}
    </fieldset>
  );
}

function FieldLabel({ field, htmlFor }: { field: PersonalField; htmlFor?: string }) {
  const content = (
    <>
      {field.label}
      {field.required ? (
        <span className="text-red-700" aria-hidden="true">
          {" "}
          *
        </span>
      ) : (
        <span className="text-xs font-normal text-gray-600"> ({personalFieldsText.optional})</span>
      )}
      {field.required && <span className="sr-only"> ({personalFieldsText.required})</span>}
      {field.feeKurus > 0 && (
        <span className="ml-2 rounded-full bg-white px-2 py-0.5 text-xs font-bold text-brand-700" data-testid="personal-fee">
          {personalFieldsText.fee(field.feeKurus)}
        </span>
      )}
    </>
  );
  return htmlFor ? (
    <label htmlFor={htmlFor} className="block text-sm font-semibold text-gray-900">
      {content}
    </label>
  ) : (
    <span id={`${fieldInputId(field.id)}-label`} className="block text-sm font-semibold text-gray-900">
      {content}
    </span>
  );
}

function PersonalFieldInput({ field, state }: { field: PersonalField; state: PersonalState }) {
  const id = fieldInputId(field.id);
  const name = `personal.${field.id}`;
  const error = state.errors[field.id];
  const described =
    [field.help ? `${id}-help` : "", field.kind === "text" ? `${id}-count` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  const value = state.values[field.id] ?? "";
  const help = field.help && (
    <p id={`${id}-help`} className="mt-1 text-xs text-gray-700">
      {field.help}
    </p>
  );
  const errorLine = error && (
    <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700" data-testid="personal-error">
      {error}
    </p>
  );
  const inputClass = `mt-1 block min-h-11 w-full rounded-lg border bg-white px-3 text-base ${error ? "border-red-600" : "border-gray-300"}`;

  if (field.kind === "text") {
    const used = personalTextLength(value);
    return (
      <div>
        <FieldLabel field={field} htmlFor={id} />
        {help}
        <input
          id={id}
          name={name}
          type="text"
          maxLength={field.maxLength}
          required={field.required}
          value={value}
          onChange={(event) => state.setText(field.id, event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          autoComplete="off"
          className={inputClass}
        />
        <p
          id={`${id}-count`}
          className={`mt-1 text-right text-xs ${used > field.maxLength ? "font-bold text-red-700" : "text-gray-600"}`}
          data-testid="personal-count"
        >
          {personalFieldsText.characters(used, field.maxLength)}
        </p>
        {errorLine}
      </div>
    );
  }

  if (field.kind === "choice") {
    return (
      <div>
        <FieldLabel field={field} htmlFor={id} />
        {help}
        <select
          id={id}
          name={name}
          required={field.required}
          value={value}
          onChange={(event) => state.setText(field.id, event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          className={inputClass}
        >
          <option value="">{personalFieldsText.chooseOne}</option>
          {field.choices.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
        {errorLine}
      </div>
    );
  }

  return <PhotoInput field={field} state={state} id={id} name={name} help={help} errorLine={errorLine} described={described} />;
}

function PhotoInput({
  field,
  state,
  id,
  name,
  help,
  errorLine,
  described,
}: {
  field: PersonalPhotoField;
  state: PersonalState;
  id: string;
  name: string;
  help: React.ReactNode;
  errorLine: React.ReactNode;
  described: string | undefined;
}) {
  const input = useRef<HTMLInputElement>(null);
  const photo = state.photos[field.id];
  const uploadId = state.values[field.id];
  return (
    <div data-testid="personal-photo">
      <FieldLabel field={field} htmlFor={id} />
      {help}
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <label htmlFor={id} className="buy-now-button min-h-11 cursor-pointer px-4 text-sm" data-testid="choose-photo">
          {photo ? personalFieldsText.change : personalFieldsText.choosePhoto}
        </label>
        {/* The file is posted itself without JavaScript; with it, the upload's id goes in the hidden input instead. */}
        <input
          ref={input}
          id={id}
          name={uploadId ? undefined : name}
          type="file"
          accept="image/*"
          required={field.required && !uploadId}
          onChange={(event) => state.choosePhoto(field, event.target.files?.[0] ?? null)}
          aria-invalid={state.errors[field.id] ? true : undefined}
          aria-describedby={described}
          className="min-w-0 max-w-full flex-1 text-sm text-gray-700 file:hidden"
        />
        {uploadId && <input type="hidden" name={name} value={uploadId} />}
      </div>
      <p className="mt-1 text-xs text-gray-600">{personalFieldsText.photoHint}</p>
      {photo?.status === "uploading" && (
        <div className="mt-2" data-testid="upload-progress">
          <label htmlFor={`${id}-progress`} className="text-xs text-gray-700">
            {personalFieldsText.uploading}
          </label>
          <progress id={`${id}-progress`} max={100} value={Math.round(photo.progress * 100)} className="block h-2 w-full accent-brand-700">
            {Math.round(photo.progress * 100)}%
          </progress>
        </div>
      )}
      {photo?.status === "done" && (
        <div className="mt-2 flex flex-wrap items-center gap-3 text-sm">
          <img src={photo.previewUrl} alt="" className="h-14 w-14 rounded-lg object-cover" data-testid="personal-thumb" />
          <span role="status" className="font-semibold text-emerald-800">
            {personalFieldsText.uploaded}
          </span>
          <button
            type="button"
            className="min-h-11 px-2 font-semibold text-red-700 underline"
            onClick={() => {
              if (input.current) input.current.value = "";
              state.choosePhoto(field, null);
            }}
          >
            {personalFieldsText.remove}
          </button>
        </div>
      )}
      {photo?.status === "done" && photo.warning && (
        <p role="alert" className="mt-2 rounded-lg bg-orange-50 px-3 py-2 text-sm font-semibold text-orange-900" data-testid="low-resolution">
          {photo.warning}
        </p>
      )}
      {errorLine}
    </div>
  );
}
