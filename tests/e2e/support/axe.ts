// axe-core in the page (the package itself, not @axe-core/playwright: its newest line needs Node 22).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, type Page } from "@playwright/test";

const require = createRequire(import.meta.url);
let axeSource: string | undefined;

function axeScript(): string {
  axeSource ??= readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");
  return axeSource;
}

export interface AxeViolation {
  id: string;
  impact: "minor" | "moderate" | "serious" | "critical" | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[]; html: string; failureSummary?: string }[];
}

/** Runs axe (WCAG 2.x A and AA rules plus best practices) on the page as it is now. */
export async function runAxe(page: Page): Promise<AxeViolation[]> {
  const isLoaded = () => page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== "undefined");
  if (!(await isLoaded())) {
    // A strict Content-Security-Policy (nonce-based) blocks an injected <script>; then evaluate it directly,
    // which DevTools does outside the page's CSP.
    await page.addScriptTag({ content: axeScript() }).catch(() => undefined);
    if (!(await isLoaded())) await page.evaluate(axeScript());
    if (!(await isLoaded())) throw new Error("axe-core could not be loaded into the page");
  }
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: unknown[] }> } }).axe;
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] },
      resultTypes: ["violations"],
    });
    return result.violations as never;
  });
}

/** Fails listing every serious or critical violation (rule, impact, help and the offending elements). */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const violations = (await runAxe(page)).filter((v) => v.impact === "serious" || v.impact === "critical");
  const report = violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map(
          (n) =>
            `      ${JSON.stringify(n.target)}  ${n.html.slice(0, 160)}${n.failureSummary ? `\n        ${n.failureSummary.replace(/\n/g, "\n        ")}` : ""}`,
        )
        .join("\n");
      const more = v.nodes.length > 5 ? `\n      … and ${v.nodes.length - 5} more` : "";
      return `  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}${more}`;
    })
    .join("\n");
  expect(
    violations.map((v) => `[${v.impact}] ${v.id} (${v.nodes.length}×)`),
    `Serious or critical accessibility violations on ${page.url()}:\n${report}\n`,
  ).toEqual([]);
}
