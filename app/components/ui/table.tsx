// A data table: a horizontally scrolling frame, a caption for screen readers, column headers, and the
// rows the caller gives. `framed` is the admin list look (white card, grey header); plain tables sit inside
// a card of their own (the dashboard, the order dialog). `stacked` lists on a phone: below 768 px each row
// is a card and each cell a line, named by its `data-label` (the column's name), so the page never
// scrolls sideways (docs/product.md#admin-on-a-phone; the CSS is `.table-stacked` in app.css).
export interface Column {
  label: React.ReactNode;
  align?: "left" | "right";
  /** The header is read out but not shown (an actions column). */
  visuallyHidden?: boolean;
  /** Replaces the default padding of this column's header. */
  className?: string;
}

export function Table({
  columns,
  caption,
  testId,
  children,
  foot,
  framed = true,
  stacked = false,
  className = "",
}: {
  columns: Column[];
  caption?: string;
  testId?: string;
  /** The body rows (<tr>). */
  children: React.ReactNode;
  /** Footer rows (<tr>), e.g. totals. */
  foot?: React.ReactNode;
  framed?: boolean;
  /** Rows as cards on a phone; give each <td> a data-label (a cell without one is a line of its own). */
  stacked?: boolean;
  /** Extra classes of the scrolling frame (margins, a maximum height). */
  className?: string;
}) {
  const frame = framed ? "rounded-2xl border border-gray-200 bg-white" : "";
  const head = framed ? "bg-gray-50 font-semibold" : "border-b border-gray-200";
  const headerPadding = framed ? "px-4 py-3" : "py-2 pr-4";
  return (
    <div className={`relative overflow-x-auto [contain:inline-size] ${frame} ${className}`}>
      <table className={`min-w-full text-left text-sm ${framed ? "divide-y divide-gray-200" : ""} ${stacked ? "table-stacked" : ""}`} data-testid={testId}>
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead className={`text-xs uppercase tracking-wide text-gray-700 ${head}`}>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className={`${column.className ?? headerPadding} ${column.align === "right" ? "text-right" : ""}`}>
                {column.visuallyHidden ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">{children}</tbody>
        {foot && <tfoot className="border-t border-gray-200">{foot}</tfoot>}
      </table>
    </div>
  );
}
