// A message above a form or a list. Errors are announced at once (role=alert), the rest politely (role=status).
export type BannerTone = "success" | "error" | "warning" | "info";

const tones: Record<BannerTone, string> = {
  success: "border-green-300 bg-green-50 text-green-800",
  error: "border-red-300 bg-red-50 text-red-800",
  warning: "border-amber-300 bg-amber-50 text-amber-900",
  info: "border-blue-300 bg-blue-50 text-blue-900",
};

export function Banner({
  tone,
  children,
  testId,
  className = "mb-4 text-sm",
}: {
  tone: BannerTone;
  children: React.ReactNode;
  testId?: string;
  /** Spacing and text size; the colours and the frame come from the tone. */
  className?: string;
}) {
  return (
    <div role={tone === "error" ? "alert" : "status"} data-testid={testId} className={`rounded-lg border p-3 font-semibold ${tones[tone]} ${className}`}>
      {children}
    </div>
  );
}
