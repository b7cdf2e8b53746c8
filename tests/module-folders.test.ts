// The module folders of app/modules depend on each other one way only (README, "Layout"): no folder imports,
// directly or through others, a folder that imports it. A circle would mean two domains that cannot be read,
// tested or changed apart. Each module file stays small enough to read in one sitting.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const MODULES = path.resolve(import.meta.dirname, "../app/modules");
const MAX_MODULE_FILE_LINES = 500;
const MODULE_IMPORT = /(?:from|import)\s*\(?\s*["']~\/modules\/([\w-]+)\//g;

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Which module folders each module folder imports (tests left out: they may reach across). */
export function moduleFolderImports(root: string): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const folder of fs.readdirSync(root, { withFileTypes: true }).filter((e) => e.isDirectory())) {
    const targets = new Set<string>();
    for (const file of sourceFiles(path.join(root, folder.name)).filter((f) => !/\.test\.tsx?$/.test(f))) {
      for (const match of fs.readFileSync(file, "utf8").matchAll(MODULE_IMPORT)) {
        if (match[1] !== folder.name) targets.add(match[1]);
      }
    }
    graph.set(folder.name, targets);
  }
  return graph;
}

/** Every circle in the graph, each as the folders along it ("a → b → a"). */
export function circles(graph: Map<string, Set<string>>): string[] {
  const found = new Set<string>();
  const visit = (node: string, trail: string[]) => {
    for (const next of graph.get(node) ?? []) {
      const at = trail.indexOf(next);
      if (at >= 0) found.add([...trail.slice(at), next].join(" → "));
      else visit(next, [...trail, next]);
    }
  };
  for (const start of graph.keys()) visit(start, [start]);
  return [...found];
}

describe("app/modules", () => {
  it("has no import circle between module folders", () => {
    const graph = moduleFolderImports(MODULES);
    expect(graph.size).toBeGreaterThan(5);
    expect(circles(graph)).toEqual([]);
  });

  it("finds a circle when there is one", () => {
    const graph = new Map([
      ["orders", new Set(["payments"])],
      ["payments", new Set(["audit", "orders"])],
      ["audit", new Set<string>()],
    ]);
    expect(circles(graph)).toContain("orders → payments → orders");
  });

  it(`keeps every module file under ${MAX_MODULE_FILE_LINES} lines`, () => {
    const long = sourceFiles(MODULES)
      .map((file) => ({ file: path.relative(MODULES, file), lines: fs.readFileSync(file, "utf8").split("\n").length }))
      .filter(({ lines }) => lines > MAX_MODULE_FILE_LINES);
    expect(long).toEqual([]);
  });
});
