import type { LucideIcon } from "lucide-react";

/** One figure with its label, a line of explanation and an icon (the dashboard's cards). */
export function StatCard({ label, value, hint, icon: Icon, testId }: { label: string; value: string; hint: string; icon: LucideIcon; testId: string }) {
  return (
    <div className="rounded-xl border border-gray-200 bg-white p-5" data-testid={testId}>
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="text-sm font-semibold text-gray-700">{label}</p>
          <p className="mt-1 text-2xl font-extrabold text-gray-900" data-testid={`${testId}-value`}>
            {value}
          </p>
          <p className="mt-1 text-xs text-gray-700">{hint}</p>
        </div>
        <Icon aria-hidden="true" className="h-8 w-8 shrink-0 text-brand-600" />
      </div>
    </div>
  );
}
