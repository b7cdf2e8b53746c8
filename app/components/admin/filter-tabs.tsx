// The tabs above an admin list that filter it (reviews by status, thank-you notes reported or all): plain links, each
// with its count, the current one marked for screen readers. Work without JavaScript.
export function FilterTabs<Option extends string>({
  label,
  options,
  current,
  labels,
  counts,
  href,
  testIdPrefix,
}: {
  label: string;
  options: readonly Option[];
  current: Option;
  labels: Record<Option, string>;
  counts: Record<Option, number>;
  href(option: Option): string;
  testIdPrefix: string;
}) {
  return (
    <nav aria-label={label} className="mb-4">
      <ul className="flex flex-wrap gap-2 text-sm">
        {options.map((option) => (
          <li key={option}>
            <a
              href={href(option)}
              aria-current={option === current ? "page" : undefined}
              className={`inline-flex min-h-11 items-center gap-2 rounded-lg border px-3 font-semibold ${option === current ? "border-brand-600 bg-brand-50 text-brand-800" : "border-gray-200 bg-white text-gray-800 hover:border-brand-300"}`}
              data-testid={`${testIdPrefix}-${option}`}
            >
              {labels[option]}
              <span className="rounded-full bg-gray-100 px-2 text-xs text-gray-800">{counts[option].toLocaleString("tr-TR")}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
