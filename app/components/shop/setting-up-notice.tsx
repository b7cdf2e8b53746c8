import { tr } from "~/lib/i18n/tr";

/**
 * One short line above the header of every shop page while the demo company is in force: the shop is being set up
 * and its orders are for trying it (docs/product.md#page-shell). It scrolls away with the page; the header stays.
 */
export function SettingUpNotice() {
  return (
    <aside aria-label={tr.settingUp.title} data-testid="setting-up-notice" className="bg-amber-100 px-4 py-1.5 text-center text-xs text-amber-950 sm:text-sm">
      <p>
        <strong className="font-semibold">{tr.settingUp.title}:</strong> {tr.settingUp.text}
      </p>
    </aside>
  );
}
