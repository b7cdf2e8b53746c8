// /admin/packing-slips?ids=…: printable packing slips of the chosen orders, one a printed page (admin only;
// docs/product.md#packing-slips). Outside the admin layout so that only the slips are printed.
import { ArrowLeft, Printer } from "lucide-react";
import { data, Link } from "react-router";
import { PackingSlipPage } from "~/components/admin/packing-slip";
import { Button, buttonClass } from "~/components/ui/button";
import { useHydrated } from "~/hooks/use-hydrated";
import { adminText } from "~/lib/i18n/admin";
import { packingText as t } from "~/lib/i18n/packing";
import { requireAdminPage } from "~/modules/auth/guard.server";
import { getPackingSlips, packingSlipIds } from "~/modules/orders/packing-slips.server";
import type { Route } from "./+types/packing-slips";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const slips = await getPackingSlips(context.db, packingSlipIds(new URL(request.url).searchParams), context.env.PUBLIC_URL);
  return data({ slips }, { headers: { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" } });
}

export const meta: Route.MetaFunction = () => [{ title: `${t.title} | ${adminText.panel}` }, { name: "robots", content: "noindex, nofollow" }];

export default function PackingSlips({ loaderData }: Route.ComponentProps) {
  const { slips } = loaderData;
  const hydrated = useHydrated();
  return (
    <main className="min-h-screen bg-gray-100 px-4 py-6 print:bg-white print:p-0">
      <div className="mx-auto mb-6 flex max-w-3xl flex-wrap items-center justify-between gap-3 print:hidden" data-testid="packing-toolbar">
        <div>
          <h1 className="text-2xl font-extrabold">{t.title}</h1>
          <p className="text-sm text-gray-700">{t.count(slips.length)}</p>
        </div>
        <div className="flex gap-2">
          <Link to="/admin/orders" className={buttonClass({ variant: "secondary", className: "text-sm" })}>
            <ArrowLeft aria-hidden="true" className="h-4 w-4" /> {t.back}
          </Link>
          {/* Printing needs the browser's own print command without JavaScript. */}
          {hydrated && slips.length > 0 && (
            <Button onClick={() => window.print()} data-testid="packing-print">
              <Printer aria-hidden="true" className="h-4 w-4" /> {t.print}
            </Button>
          )}
        </div>
      </div>
      {slips.length === 0 ? (
        <p className="mx-auto max-w-3xl rounded-xl bg-white p-8 text-center text-gray-700" data-testid="packing-none">
          {t.none}
        </p>
      ) : (
        <div className="space-y-6 print:space-y-0">
          {slips.map((slip) => (
            <PackingSlipPage key={slip.id} slip={slip} />
          ))}
        </div>
      )}
    </main>
  );
}
