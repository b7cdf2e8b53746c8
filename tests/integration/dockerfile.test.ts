// What the Dockerfile promises, checked by running its commands here. No Docker engine runs in the test
// environment, so these are NOT tested here: building the image, `npm prune --omit=dev`, running as the
// `node` user, the /data volume and the base image. The runtime stage's start command (`node server.js`
// with the build/, drizzle/, server.js, package.json and node_modules it copies) is started by the browser
// tests after `npm test` builds the shop (tests/support/server-process.ts copies exactly those files;
// tests/e2e/server-process.spec.ts asks its /healthz), not here: a production build takes too long for a
// suite developers run often.
// Checked here: every file the image's COPY instructions take from the build context exists and passes
// .dockerignore (else `docker build` fails), the build stage receives what its build commands read, the
// HEALTHCHECK command answers 0/1 against the shop's health check, and the command-line tools bundled for
// the image (`npm run build:scripts`) run from outside the source tree and back up and restore a database.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories } from "~/db/schema";
import { checkHealth } from "~/modules/health/health.server";
import { createTestDatabase } from "../support/databases";
import { TEST_PROCESS_V8_FLAGS } from "../support/v8-flags";

const root = path.resolve(import.meta.dirname, "../..");
const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: Record<string, string> };
const dockerfile = fs.readFileSync(path.join(root, "Dockerfile"), "utf8");
const dockerignore = fs
  .readFileSync(path.join(root, ".dockerignore"), "utf8")
  .split("\n")
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith("#"));

/** The Dockerfile's instructions with continuation lines joined and comments dropped. */
function instructions(text: string): { op: string; args: string }[] {
  const joined = text
    .split("\n")
    .filter((line) => !line.trim().startsWith("#"))
    .join("\n")
    .replace(/\\\n/g, " ");
  return joined
    .split("\n")
    .map((line) => line.trim().match(/^(\w+)\s+(.*)$/))
    .filter((match) => match !== null)
    .map((match) => ({ op: match[1].toUpperCase(), args: match[2].trim() }));
}

/** Whether `docker build` leaves a path out of the build context (.dockerignore's patterns as used here). */
function ignoredByDocker(relative: string): boolean {
  const segments = relative.split("/");
  return dockerignore.some((pattern) => {
    const regex = new RegExp(`^${pattern.replace(/[.+^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "[^/]*")}$`);
    return segments.some((_, i) => regex.test(segments.slice(0, i + 1).join("/")));
  });
}

const steps = instructions(dockerfile);

describe("Dockerfile", () => {
  it("copies from the build context only files that exist and that .dockerignore lets through", () => {
    const copies = steps.filter((s) => s.op === "COPY" && !s.args.includes("--from="));
    expect(copies.length).toBeGreaterThan(0);
    for (const copy of copies) {
      const sources = copy.args
        .split(/\s+/)
        .filter((p) => !p.startsWith("--"))
        .slice(0, -1);
      for (const source of sources.filter((s) => s !== ".")) {
        expect(fs.existsSync(path.join(root, source)), source).toBe(true);
        expect(ignoredByDocker(source), source).toBe(false);
      }
    }
  });

  it("sends the build stage everything its build commands read, and no local installs, builds, data or secrets", () => {
    // `npx react-router build` reads the app, the server entry, the public files and the configuration;
    // `npm run build:scripts` bundles the entry points its package.json command names.
    const toolEntries = pkg.scripts["build:scripts"].split(/\s+/).filter((arg) => arg.endsWith(".ts"));
    expect(toolEntries.length).toBeGreaterThan(0);
    const buildInputs = [
      "app",
      "server",
      "public",
      "drizzle",
      "package.json",
      "package-lock.json",
      "react-router.config.ts",
      "vite.config.ts",
      "tsconfig.json",
      ...toolEntries,
    ];
    for (const input of buildInputs) {
      expect(fs.existsSync(path.join(root, input)), input).toBe(true);
      expect(ignoredByDocker(input), input).toBe(false);
    }
    for (const local of ["node_modules", "build/server/index.js", "data/pglite", ".env", ".env.production", ".git", "backups/x.tar.gz"]) {
      expect(ignoredByDocker(local), local).toBe(true);
    }
  });

  it("has a HEALTHCHECK command that exits 0 while the shop's health check passes, 1 once its database is gone or nothing answers", async () => {
    const healthchecks = steps.filter((s) => s.op === "HEALTHCHECK").map((s) => s.args);
    expect(healthchecks).toHaveLength(1);
    const command = JSON.parse(healthchecks[0].slice(healthchecks[0].indexOf("CMD") + 3).trim()) as string[];
    // The runtime image has node, not curl or wget.
    expect(command[0]).toBe("node");

    const database = await createTestDatabase("pglite");
    // /healthz as server/app.ts answers it: the status checkHealth gives.
    const server = http.createServer(async (req, res) => {
      if (req.url !== "/healthz") return void res.writeHead(404).end();
      const { httpStatus, report } = await checkHealth(database.db, database.kind);
      res.writeHead(httpStatus, { "Content-Type": "application/json" }).end(JSON.stringify(report));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as { port: number }).port;
    const runHealthcheck = () =>
      new Promise<number | null>((resolve) => {
        const child = spawn(process.execPath, command.slice(1), { env: { ...process.env, PORT: String(port) }, stdio: "ignore" });
        child.on("exit", (code) => resolve(code));
      });
    try {
      expect(await runHealthcheck()).toBe(0);
      await database.close();
      expect(await runHealthcheck()).toBe(1);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect(await runHealthcheck()).toBe(1);
  });
});

describe("the command-line tools bundled for the image (npm run build:scripts)", () => {
  // Inside the project (as /app/build/scripts is in the image), under the git-ignored .tmp/.
  let work = "";
  beforeAll(() => {
    fs.mkdirSync(path.join(root, ".tmp"), { recursive: true });
    work = fs.mkdtempSync(path.join(root, ".tmp", "scripts-bundle-"));
  });
  afterAll(() => {
    if (work) fs.rmSync(work, { recursive: true, force: true });
  });

  it("bundle, and back up and restore an embedded database from outside the source tree", async () => {
    // The package.json command, writing into a private build/scripts (as /app/build/scripts in the image).
    const outdir = path.join(work, "build", "scripts");
    const args = pkg.scripts["build:scripts"].split(/\s+/);
    expect(args[0]).toBe("esbuild");
    const built = spawnSync(
      path.join(root, "node_modules", ".bin", "esbuild"),
      args.slice(1).map((a) => (a === "--outdir=build/scripts" ? `--outdir=${outdir}` : a)),
      {
        cwd: root,
        encoding: "utf8",
      },
    );
    expect(built.status, built.stderr).toBe(0);
    for (const tool of ["backup", "restore", "copy-to-postgres", "create-admin", "remove-2fa", "copy-media-to-s3"])
      expect(fs.existsSync(path.join(outdir, `${tool}.mjs`)), tool).toBe(true);
    // Only the tools: nothing from node_modules is bundled in (the image has its production node_modules).
    expect(fs.statSync(path.join(outdir, "backup.mjs")).size).toBeLessThan(200_000);

    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-bundle-"));
    const restoredDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-bundle-restored-"));
    try {
      const handle = await createTestDatabase("pglite", { pgliteDir: path.join(dataDir, "pglite") });
      await handle.db.insert(categories).values({ name: "Kupalar", slug: "kupalar" });
      await handle.close();
      const archive = path.join(dataDir, "b.tar.gz");
      // V8 without its optimising compilers, as in the test process (vitest.config.ts): each tool loads PGlite,
      // whose WebAssembly V8 would otherwise compile a second time in the background; about half of the tools'
      // CPU (docs/benchmarks.md#test-suite). The flags change how fast code runs, not what it does.
      const runTool = (tool: string, toolArgs: string[], dir: string) =>
        spawnSync(process.execPath, [...TEST_PROCESS_V8_FLAGS, path.join(outdir, `${tool}.mjs`), ...toolArgs], {
          cwd: os.tmpdir(),
          env: { ...process.env, DATA_DIR: dir, DATABASE_URL: "" },
          encoding: "utf8",
        });
      const backup = runTool("backup", ["--out", archive], dataDir);
      expect(backup.status, backup.stderr).toBe(0);
      expect(backup.stdout).toContain("Backup written");
      const restore = runTool("restore", [archive], restoredDir);
      expect(restore.status, restore.stderr).toBe(0);
      expect(restore.stdout).toMatch(/Restored the backup[\s\S]*\n {2}1 row in /);
      const again = runTool("restore", [archive], restoredDir);
      expect(again.status).toBe(1);
      expect(again.stderr).toContain("--yes");
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(restoredDir, { recursive: true, force: true });
    }
  });
});
