// A small rounded label: a status in a table, a tag on an item.
export type BadgeColour = "green" | "gray" | "amber" | "blue" | "indigo" | "emerald";

const colours: Record<BadgeColour, string> = {
  green: "bg-green-100 text-green-800",
  gray: "bg-gray-200 text-gray-800",
  amber: "bg-amber-100 text-amber-900",
  blue: "bg-blue-100 text-blue-900",
  indigo: "bg-indigo-100 text-indigo-900",
  emerald: "bg-emerald-100 text-emerald-900",
};

export function Badge({ colour, size = "sm", testId, children }: { colour: BadgeColour; size?: "sm" | "md"; testId?: string; children: React.ReactNode }) {
  const sizing = size === "md" ? "px-3 py-1 text-sm" : "px-2.5 py-0.5 text-xs";
  return (
    <span className={`inline-flex whitespace-nowrap rounded-full font-semibold ${sizing} ${colours[colour]}`} data-testid={testId}>
      {children}
    </span>
  );
}
