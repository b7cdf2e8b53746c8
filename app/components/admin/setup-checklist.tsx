// The owner's `Mağazanızı kurun` checklist on the dashboard (docs/product.md#first-run): each step done or to do,
// with a link to where it is done; the demo catalogue's removal asks for a confirmation first (a page of its
// own without JavaScript: ?demo=confirm).
import { CheckCircle2, Circle, Trash2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import { Banner } from "~/components/ui/banner";
import { setupChecklistText } from "~/lib/i18n/setup-checklist";
import type { DemoCatalogSummary, DemoRemovalRefusal } from "~/modules/catalog/demo-catalog.server";
import type { SetupChecklist as Checklist, SetupStep, SetupStepId } from "~/modules/settings/setup-checklist.server";

const t = setupChecklistText;

/** Where each step is done. */
const STEP_LINKS: Record<Exclude<SetupStepId, "demoCatalog">, string> = {
  company: "/admin/settings#company",
  logo: "/admin/settings#appearance",
  shipping: "/admin/settings#shipping",
  payment: "/admin/settings#notifications",
  mail: "/admin/settings#notifications",
};

/** The form's field that names what the dashboard's POST does. */
export const DEMO_REMOVAL_INTENT = "remove-demo-catalog";

function stepText(step: SetupStep): string {
  switch (step.id) {
    case "payment":
      return t.steps.payment.modes[step.mode];
    case "mail":
      return step.via === "smtp" ? t.steps.mail.smtp : t.steps.mail.files;
    case "demoCatalog":
      return step.done ? t.steps.demoCatalog.done : t.steps.demoCatalog.open(step.products);
    default:
      return step.done ? t.steps[step.id].done : t.steps[step.id].open;
  }
}

const linkClass =
  "inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm font-semibold text-gray-900 hover:border-brand-500 hover:bg-brand-50";

export function SetupChecklist({
  setup,
  confirm,
  refusal,
}: {
  setup: Checklist;
  /** The removal's confirm step, when asked for. */
  confirm: DemoCatalogSummary | null;
  refusal: DemoRemovalRefusal | null;
}) {
  return (
    <section aria-labelledby="setup-title" className="rounded-xl border border-brand-300 bg-white p-5" data-testid="setup-checklist">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="setup-title" className="text-lg font-bold">
          {t.title}
        </h2>
        <p className="text-sm font-semibold text-gray-700" data-testid="setup-progress">
          {t.progress(setup.done, setup.steps.length)}
        </p>
      </div>
      <p className="mt-1 text-sm text-gray-700">{t.intro}</p>
      {refusal && (
        <Banner tone="error" testId="demo-removal-refused" className="mt-3 text-sm">
          {t.demoRemoval.refused[refusal]}
        </Banner>
      )}
      <ol className="mt-4 space-y-3">
        {setup.steps.map((step) => (
          <li
            key={step.id}
            data-testid={`setup-step-${step.id}`}
            data-done={step.done}
            className={`rounded-lg border p-3 ${step.done ? "border-emerald-200 bg-emerald-50" : "border-gray-200"}`}
          >
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="flex items-start gap-3">
                {step.done ? (
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700" />
                ) : (
                  <Circle aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-gray-500" />
                )}
                <div>
                  <p className="font-semibold text-gray-900">
                    {t.steps[step.id].title} <span className="sr-only">({step.done ? t.doneLabel : t.openLabel})</span>
                  </p>
                  <p className="text-sm text-gray-700">{stepText(step)}</p>
                  {step.done && (
                    <p aria-hidden="true" className="text-xs font-semibold text-emerald-800">
                      {t.doneLabel}
                    </p>
                  )}
                </div>
              </div>
              {!step.done &&
                (step.id === "demoCatalog" ? (
                  <Link to="?demo=confirm#demo-removal" preventScrollReset className={linkClass} data-testid="demo-removal-start">
                    <Trash2 aria-hidden="true" className="h-4 w-4 text-red-700" /> {t.steps.demoCatalog.action}
                  </Link>
                ) : (
                  <Link to={STEP_LINKS[step.id]} className={linkClass}>
                    {t.steps[step.id].action}
                  </Link>
                ))}
            </div>
            {step.id === "demoCatalog" && !step.done && confirm && confirm.products > 0 && <DemoRemovalConfirm confirm={confirm} />}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The removal's confirm step: what goes, and the button that removes it (or why it cannot). */
function DemoRemovalConfirm({ confirm }: { confirm: DemoCatalogSummary }) {
  const box = useRef<HTMLDivElement>(null);
  // The page scrolls to the top on every navigation (root.tsx); the question is brought into view and focus after
  // that (without JavaScript the address's #demo-removal does it).
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      box.current?.scrollIntoView({ block: "center" });
      box.current?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <div
      id="demo-removal"
      ref={box}
      tabIndex={-1}
      aria-labelledby="demo-removal-title"
      role="group"
      className="mt-4 rounded-lg border border-red-300 bg-red-50 p-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-600"
      data-testid="demo-removal-confirm"
    >
      <h3 id="demo-removal-title" className="font-bold text-red-900">
        {t.demoRemoval.confirmTitle}
      </h3>
      {confirm.blocked ? (
        <p className="mt-1 text-sm text-red-900">{t.demoRemoval.refused["real-orders"]}</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-red-900">{t.demoRemoval.confirmText(confirm.products, confirm.images, confirm.categories)}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Form method="post" action="/admin/dashboard">
              <input type="hidden" name="intent" value={DEMO_REMOVAL_INTENT} />
              <button
                type="submit"
                className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-red-700 px-4 py-2 text-sm font-bold text-white hover:bg-red-800"
              >
                <Trash2 aria-hidden="true" className="h-4 w-4" /> {t.demoRemoval.confirm}
              </button>
            </Form>
            <Link to="/admin/dashboard" preventScrollReset className={linkClass}>
              {t.demoRemoval.cancel}
            </Link>
          </div>
        </>
      )}
    </div>
  );
}
