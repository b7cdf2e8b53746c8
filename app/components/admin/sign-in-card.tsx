// The centred card of the admin's sign-in steps (/admin and /admin/two-factor): an icon, the title, a line
// of introduction (when there is one), then the step's own content.
import type { LucideIcon } from "lucide-react";

export function SignInCard({ icon: Icon, title, intro, children }: { icon: LucideIcon; title: string; intro?: string; children: React.ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-gray-50 px-4">
      <div className="w-full max-w-sm rounded-2xl border border-gray-200 bg-white p-8 shadow-sm">
        <Icon aria-hidden="true" className="mx-auto h-10 w-10 text-brand-600" />
        <h1 className="mt-3 text-center text-2xl font-extrabold">{title}</h1>
        {intro && <p className="mt-1 text-center text-sm text-gray-700">{intro}</p>}
        {children}
      </div>
    </main>
  );
}
