// The shop's buttons, and links that look like them. The sizes keep a 44 px touch target (min-h-11) except
// `slim` and `icon`, used beside text and in tight rows of small controls.
import { Loader2 } from "lucide-react";
import { Link, type LinkProps } from "react-router";

export type ButtonVariant = "primary" | "secondary" | "danger" | "dangerOutline" | "ghost" | "ghostDanger" | "subtle";
export type ButtonSize = "slim" | "sm" | "compact" | "md" | "icon";

const base = "inline-flex items-center font-semibold disabled:cursor-not-allowed disabled:opacity-70";

const variants: Record<ButtonVariant, string> = {
  primary: "rounded-lg bg-brand-600 text-white hover:bg-brand-700",
  secondary: "rounded-lg border border-gray-300 bg-white text-gray-900 hover:bg-gray-50",
  danger: "rounded-lg bg-red-600 text-white hover:bg-red-700",
  dangerOutline: "rounded-lg border border-red-300 bg-white text-red-700 hover:bg-red-50",
  ghost: "rounded-lg text-brand-700 hover:bg-brand-50",
  ghostDanger: "rounded-lg text-red-700 hover:bg-red-50",
  /** Grey and quiet: small controls beside content (move up, sign out). */
  subtle: "rounded-lg text-gray-800 hover:bg-gray-100",
};

const sizes: Record<ButtonSize, string> = {
  /** A header's small actions, beside text. */
  slim: "gap-1 px-2 py-2",
  sm: "min-h-10 gap-1 px-3 text-sm",
  /** Full height, narrow: an action in a table row. */
  compact: "min-h-11 gap-1 px-3",
  md: "min-h-11 gap-2 px-4",
  icon: "h-9 w-9 justify-center",
};

/** The classes of a button of this look, for the rare element that is neither a button nor a Link. */
export function buttonClass({ variant = "primary", size = "md", className }: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return [base, variants[variant], sizes[size], className].filter(Boolean).join(" ");
}

type Look = { variant?: ButtonVariant; size?: ButtonSize };

/** A button; `busy` disables it and puts a spinner before its label (the caller changes the label). */
export function Button({
  variant,
  size,
  className,
  type = "button",
  busy = false,
  disabled,
  children,
  ...props
}: Look & { busy?: boolean } & React.ComponentProps<"button">) {
  return (
    <button type={type} className={buttonClass({ variant, size, className })} disabled={disabled || busy} {...props}>
      {busy && <Loader2 aria-hidden="true" className="h-5 w-5 animate-spin" />}
      {children}
    </button>
  );
}

/** A Link that looks like a button: navigation stays a link for assistive technology and middle-click. */
export function ButtonLink({ variant, size, className, ...props }: Look & LinkProps & React.RefAttributes<HTMLAnchorElement>) {
  return <Link className={buttonClass({ variant, size, className })} {...props} />;
}
