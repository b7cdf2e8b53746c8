// A labelled form control: the label, the control, a hint and an error, wired together for assistive
// technology (label → id, hint and error → aria-describedby, error → aria-invalid).
import { useId } from "react";

export const inputClass =
  "mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2.5 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 aria-[invalid=true]:border-red-600";
export const labelClass = "block text-sm font-semibold text-gray-900";

/** What the control must carry so that its label, hint and error belong to it. */
export interface ControlProps {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
}

/** The ids the hint and the error get, and the attributes of the control that point at them. */
export function controlProps(id: string, { hint, error, invalid }: { hint?: React.ReactNode; error?: string | null; invalid?: boolean }): ControlProps {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return { id, ...(describedBy && { "aria-describedby": describedBy }), ...((error || invalid) && { "aria-invalid": true as const }) };
}

export function Field({
  label,
  children,
  hint,
  error,
  invalid,
  required,
  id: fixedId,
  className,
}: {
  label: React.ReactNode;
  /** The control, given the props it must spread. */
  children: (control: ControlProps) => React.ReactNode;
  hint?: React.ReactNode;
  /** A message under the control; the control is marked invalid. */
  error?: string | null;
  /** Marks the control invalid without a message of its own (the form's banner says what is wrong). */
  invalid?: boolean;
  /** Shown after the label, e.g. "(zorunlu)"; the control still needs its own `required`. */
  required?: React.ReactNode;
  /** A stable id (tests and other elements point at it); otherwise one is made. */
  id?: string;
  className?: string;
}) {
  const madeId = useId();
  const id = fixedId ?? madeId;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label} {required && <span className="font-normal text-gray-700">{required}</span>}
      </label>
      {children(controlProps(id, { hint, error, invalid }))}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-gray-700">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
