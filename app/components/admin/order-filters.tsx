// The order list's filter: a status and a search term, sent as a GET form (?status=&q=).
import { Search } from "lucide-react";
import { Form } from "react-router";
import { Button, ButtonLink } from "~/components/ui/button";
import { Field, inputClass } from "~/components/ui/field";
import { adminOrdersText } from "~/lib/i18n/admin-orders";
import { ORDER_STATUSES } from "~/lib/order-lifecycle";

const t = adminOrdersText;

export function OrderFilters({ status, q }: { status: string; q: string }) {
  const filtered = Boolean(status || q);
  return (
    <Form method="get" role="search" aria-label={t.orders.filters} className="flex flex-wrap items-end gap-3 rounded-xl border border-gray-200 bg-white p-4">
      <Field label={t.orders.statusFilter} id="order-status-filter">
        {(control) => (
          <select {...control} name="status" defaultValue={status} key={`status-${status}`} className={`${inputClass} min-h-11 bg-white`}>
            <option value="">{t.orders.allStatuses}</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t.orderStatus[s]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t.orders.search} id="order-search" className="min-w-56 flex-1">
        {(control) => (
          <input
            {...control}
            name="q"
            type="search"
            defaultValue={q}
            key={`q-${q}`}
            maxLength={100}
            placeholder={t.orders.searchPlaceholder}
            className={`${inputClass} min-h-11`}
          />
        )}
      </Field>
      <Button type="submit" className="text-sm">
        <Search aria-hidden="true" className="h-4 w-4" /> {t.orders.apply}
      </Button>
      {filtered && (
        <ButtonLink to="/admin/orders" variant="subtle" size="compact" className="text-sm underline hover:text-brand-700">
          {t.orders.clear}
        </ButtonLink>
      )}
    </Form>
  );
}
