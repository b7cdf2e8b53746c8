import { useEffect, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { type DeliverySchedule, formatDeliveryDay, promiseAt, shopClock } from "~/lib/delivery-schedule";
import { deliveryPromiseText as t } from "~/lib/i18n/delivery-promise";
import { ShopIcon } from "./shop-icon";

/**
 * The product page's dispatch and delivery promise (docs/product.md#product-page). The page is cached for
 * everyone, so its HTML carries only the rule, true at any hour, and the schedule of the coming business
 * days (the product route's `deliverySchedule`); after hydration the browser's clock turns them into
 * today's promise (time left to the cutoff, or the next dispatch day, and the expected delivery dates).
 */
export function DeliveryPromise() {
  const schedule = (useRouteLoaderData("routes/shop/product") as { deliverySchedule?: DeliverySchedule } | undefined)?.deliverySchedule;
  const [now, setNow] = useState<Date>();
  useEffect(() => {
    const tick = () => setNow(new Date());
    tick();
    const timer = window.setInterval(tick, 20_000);
    return () => window.clearInterval(timer);
  }, []);
  const promise = now && schedule && promiseAt(schedule, now);

  return (
    <div className="mt-4 flex gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900" data-testid="delivery-promise">
      <ShopIcon name="truck" className="mt-0.5 h-5 w-5 shrink-0" />
      {promise ? (
        <p>
          <strong>
            {promise.minutesLeft
              ? t.today(promise.cutoff, promise.minutesLeft)
              : promise.dispatchDate === shopClock(new Date(now.getTime() + 86_400_000), schedule.offsetHours).date
                ? t.tomorrow
                : t.onDay(formatDeliveryDay(promise.dispatchDate))}
          </strong>
          <br />
          {t.expected(formatDeliveryDay(promise.earliest), formatDeliveryDay(promise.latest))}
        </p>
      ) : (
        schedule && <p className="font-semibold">{t.rule(schedule.cutoff, schedule.min, schedule.max)}</p>
      )}
    </div>
  );
}
