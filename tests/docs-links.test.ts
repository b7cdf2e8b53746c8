// Every reference to a Markdown file in the repository resolves: in the docs and README (links and mentions)
// and in code comments (such as `docs/product.md#order-status`), the file exists and, when a `#section` is given,
// the file has a heading with that anchor (GitHub's rules: lowercase, spaces to "-", punctuation dropped,
// Turkish letters kept, a repeated heading gets -1, -2, …) or an explicit <a id>/<a name>.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const SKIPPED_FOLDERS = new Set(["node_modules", "build", ".git", ".react-router", "public", "drizzle"]);
const SCANNED = /\.(md|ts|tsx|js|mjs|cjs|css|sh|ya?ml|conf|json)$|(^|\/)Dockerfile$/;
// A Markdown file mentioned by path, with an optional #section; "…/NNNN-title.md" and web addresses are not ours.
const REFERENCE = /(?<![\w./:-])((?:\.\.?\/)*(?:[\w.-]+\/)*[\w.-]+\.md)(?:#([\p{L}\p{M}\p{N}_%-]+))?/gu;
const IN_PAGE_LINK = /\]\(#([^)\s]+)\)/g;

/** GitHub's anchor for a heading's text. */
export function headingAnchor(text: string): string {
  const plain = text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1") // links and images: their text
    .replace(/<[^>]+>/g, "") // inline HTML
    .replace(/[`*]/g, "")
    .replace(/(^|\s)_+|_+(?=\s|$)/g, "$1"); // _emphasis_
  return plain
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, "")
    .replace(/ /g, "-");
}

/** The anchors a Markdown file offers: its headings (outside code blocks) and explicit ids. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fence: string | null = null;
  for (const line of markdown.split("\n")) {
    const fenceMark = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fenceMark && (fence === null || fenceMark.startsWith(fence))) {
      fence = fence === null ? fenceMark : null;
      continue;
    }
    if (fence !== null) continue;
    const heading = /^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const base = headingAnchor(heading[1]);
      const n = seen.get(base) ?? 0;
      seen.set(base, n + 1);
      anchors.add(n === 0 ? base : `${base}-${n}`);
    }
    for (const id of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(id[1]);
  }
  return anchors;
}

function repositoryFiles(dir = ROOT): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (
        !SKIPPED_FOLDERS.has(entry.name) &&
        !entry.name.startsWith("test-results") &&
        !entry.name.startsWith("playwright-report") &&
        !entry.name.startsWith(".tmp")
      ) {
        found.push(...repositoryFiles(path.join(dir, entry.name)));
      }
    } else if (SCANNED.test(entry.name) && !/^package(-lock)?\.json$/.test(entry.name)) {
      const file = path.relative(ROOT, path.join(dir, entry.name)).split(path.sep).join("/");
      // This file's own examples are broken on purpose.
      if (file !== "tests/docs-links.test.ts") found.push(file);
    }
  }
  return found;
}

/** The file a reference means: beside the file that mentions it, else from the top of the repository or docs/. */
function resolveReference(from: string, target: string): string | null {
  const candidates = [
    path.posix.join(path.posix.dirname(from), target),
    path.posix.normalize(target),
    path.posix.join("docs", target),
    path.posix.join("docs/decisions", target),
  ];
  return candidates.find((candidate) => !candidate.startsWith("..") && fs.existsSync(path.join(ROOT, candidate))) ?? null;
}

/** Whether a mention without a #section must name an existing file (a path into docs/, or a Markdown link). */
function mustExist(line: string, index: number, target: string): boolean {
  return target.startsWith("docs/") || target.startsWith("../") || target.startsWith("./") || line.slice(Math.max(0, index - 2), index) === "](";
}

export function brokenReferences(files: string[]): string[] {
  const anchorCache = new Map<string, Set<string>>();
  const anchorsIn = (file: string) => {
    let anchors = anchorCache.get(file);
    if (!anchors) anchorCache.set(file, (anchors = anchorsOf(fs.readFileSync(path.join(ROOT, file), "utf8"))));
    return anchors;
  };
  const broken: string[] = [];
  for (const file of files) {
    const lines = fs.readFileSync(path.join(ROOT, file), "utf8").split("\n");
    lines.forEach((line, n) => {
      const where = `${file}:${n + 1}`;
      for (const match of line.matchAll(REFERENCE)) {
        const [text, target, anchor] = match;
        if (/^N+-/.test(path.posix.basename(target))) continue; // a pattern for new decision records
        if (!anchor && !mustExist(line, match.index, target)) continue;
        const resolved = resolveReference(file, target);
        if (!resolved) {
          broken.push(`${where}: ${text}: no such file`);
          continue;
        }
        if (anchor && !anchorsIn(resolved).has(decodeURIComponent(anchor))) broken.push(`${where}: ${text}: no heading "#${anchor}" in ${resolved}`);
      }
      if (file.endsWith(".md")) {
        for (const [text, anchor] of line.matchAll(IN_PAGE_LINK)) {
          if (!anchorsIn(file).has(decodeURIComponent(anchor))) broken.push(`${where}: ${text}: no heading "#${anchor}" in this file`);
        }
      }
    });
  }
  return broken;
}

describe("references to the docs", () => {
  it("follows GitHub's anchors for headings", () => {
    expect(headingAnchor("Order status")).toBe("order-status");
    expect(headingAnchor("KVKK: erasure & export (owner only)")).toBe("kvkk-erasure--export-owner-only");
    expect(headingAnchor("Sipariş İptali ve İade")).toBe("sipariş-i̇ptali-ve-i̇ade");
    expect(headingAnchor("Çiçek, `gül` ve [şeker](x.md)")).toBe("çiçek-gül-ve-şeker");
    expect([...anchorsOf("# A\n## Notes\n```\n## Not a heading\n```\n## Notes\n")]).toEqual(["a", "notes", "notes-1"]);
  });

  it("finds a missing heading and a missing file", () => {
    const dir = fs.mkdtempSync(path.join(ROOT, ".tmp-docs-links-"));
    try {
      const relative = path.relative(ROOT, dir).split(path.sep).join("/");
      fs.writeFileSync(path.join(dir, "page.md"), "# Page\n## Cancelling an order\n[here](#cancelling-an-order) [gone](#cancelling)\n[other](missing.md)\n");
      fs.writeFileSync(path.join(dir, "code.ts"), "// page.md#cancelling-an-order page.md#cancelling docs/missing.md\n");
      expect(brokenReferences([`${relative}/page.md`, `${relative}/code.ts`])).toEqual([
        `${relative}/page.md:3: ](#cancelling): no heading "#cancelling" in this file`,
        `${relative}/page.md:4: missing.md: no such file`,
        `${relative}/code.ts:1: page.md#cancelling: no heading "#cancelling" in ${relative}/page.md`,
        `${relative}/code.ts:1: docs/missing.md: no such file`,
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("every reference in the docs, README and code comments resolves", () => {
    expect(brokenReferences(repositoryFiles())).toEqual([]);
  });
});
