// An accessible modal dialog on the native <dialog> element: focus stays inside while open and returns
// to where it was after; closes on Escape, on a backdrop click and on the X button; page scroll is locked.
import { X } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { tr } from "~/lib/i18n/tr";

export function Dialog({
  open,
  onClose,
  title,
  children,
  size = "md",
  tone = "default",
}: {
  open: boolean;
  onClose(): void;
  title: string;
  children: React.ReactNode;
  size?: "md" | "lg";
  tone?: "default" | "danger";
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
      const previousOverflow = document.body.style.overflow;
      document.body.style.overflow = "hidden";
      return () => {
        document.body.style.overflow = previousOverflow;
        if (dialog.open) dialog.close();
        (opener.current as HTMLElement | null)?.focus?.();
      };
    }
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      data-testid="dialog"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> element itself.
        if (event.target === ref.current) onClose();
      }}
      className={`m-auto w-[calc(100%-2rem)] rounded-2xl p-0 shadow-xl backdrop:bg-black/50 ${size === "lg" ? "max-w-3xl" : "max-w-md"}`}
    >
      <div className="p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className={`text-lg font-bold ${tone === "danger" ? "text-red-700" : "text-gray-900"}`}>
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={tr.common.close}
            className="-m-2 inline-flex h-11 w-11 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100"
          >
            <X aria-hidden="true" className="h-5 w-5" />
          </button>
        </div>
        <div className="mt-4">{children}</div>
      </div>
    </dialog>
  );
}
