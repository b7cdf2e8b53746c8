// No Docker engine runs here, so the image itself is not built in tests. These check that the Dockerfile
// agrees with the project (the README's install command, the build commands, the files it copies, the
// runtime settings), run its HEALTHCHECK command against a real HTTP server, and build and run the
// command-line tools the image ships (`npm run build:scripts`) from outside the source tree, as the
// container runs them.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import { categories } from "~/db/schema";

const root = path.resolve(import.meta.dirname, "../..");
const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: Record<string, string>; engines: { node: string } };
const dockerfile = fs.readFileSync(path.join(root, "Dockerfile"), "utf8");
const dockerignore = fs
  .readFileSync(path.join(root, ".dockerignore"), "utf8")
  .split("\n")
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith("#"));

interface Instruction {
  op: string;
  args: string;
}
interface Stage {
  from: string;
  name: string;
  steps: Instruction[];
}

/** The Dockerfile as instructions (continuations joined, comments dropped), split into stages. */
function parseDockerfile(text: string): { args: Record<string, string>; stages: Stage[] } {
  const lines = text.split("\n");
  const instructions: Instruction[] = [];
  let pending = "";
  for (const raw of lines) {
    const line = raw.trim();
    if (!pending && (line === "" || line.startsWith("#"))) continue;
    if (line.endsWith("\\")) {
      pending += `${line.slice(0, -1)} `;
      continue;
    }
    const full = (pending + line).trim();
    pending = "";
    const match = full.match(/^(\w+)\s+([\s\S]*)$/);
    if (match) instructions.push({ op: match[1].toUpperCase(), args: match[2].trim() });
  }
  const args: Record<string, string> = {};
  const stages: Stage[] = [];
  for (const step of instructions) {
    if (step.op === "ARG" && stages.length === 0) {
      const [name, value = ""] = step.args.split("=");
      args[name] = value;
    } else if (step.op === "FROM") {
      const [from, , name = ""] = step.args.split(/\s+/);
      stages.push({ from: from.replace(/\$\{(\w+)\}/g, (_, n: string) => args[n] ?? ""), name: name.toLowerCase(), steps: [] });
    } else {
      stages.at(-1)?.steps.push(step);
    }
  }
  return { args, stages };
}

const { stages } = parseDockerfile(dockerfile);
const final = stages.at(-1) as Stage;
const stepsOf = (stage: Stage, op: string) => stage.steps.filter((s) => s.op === op).map((s) => s.args);
const stageNamed = (name: string) => stages.find((s) => s.name === name);

describe("Dockerfile", () => {
  it("is multi-stage on a Node.js image the project supports", () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const stage of stages.filter((s) => !stages.some((other) => other.name === s.from))) {
      const major = Number(stage.from.match(/^node:(\d+)/)?.[1]);
      expect(major, stage.from).toBeGreaterThanOrEqual(22); // engines: >=20.19; 22 is the current LTS line
      expect(stage.from).not.toMatch(/alpine/); // sharp and PGlite are tested on glibc here
    }
  });

  it("installs as the README does and builds with the project's own build commands", () => {
    const build = stageNamed("build");
    expect(build).toBeDefined();
    const runs = stepsOf(build as Stage, "RUN").join("\n");
    // The README's install command (`npm install && npm start`; decisions/0007 says why not npm ci).
    const readme = fs.readFileSync(path.join(root, "README.md"), "utf8");
    const install = readme.match(/^(npm (?:ci|install)) && npm start$/m)?.[1];
    expect(install).toBeDefined();
    expect(runs).toContain(install as string);
    // The same build as `npm run build` (react-router build) and the tools bundle.
    expect(pkg.scripts.build).toBe("react-router build");
    expect(runs).toMatch(/(npx react-router build|npm run build(?!:))/);
    expect(runs).toContain("npm run build:scripts");
    expect(pkg.scripts["build:scripts"]).toContain("--outdir=build/scripts");
  });

  it("runs with production dependencies only, as a non-root user, with the data folder as a volume", () => {
    const copies = stepsOf(final, "COPY");
    const nodeModulesFrom = copies.find((c) => c.includes("node_modules"))?.match(/--from=(\w+)/)?.[1];
    expect(nodeModulesFrom).toBeDefined();
    expect(stepsOf(stageNamed(nodeModulesFrom as string) as Stage, "RUN").join("\n")).toMatch(/npm (prune|ci|install) --omit=dev/);
    expect(copies.some((c) => /--from=build\s+\/app\/build\s/.test(c))).toBe(true);
    expect(copies.some((c) => /^drizzle\s/.test(c))).toBe(true);
    expect(copies.some((c) => c.split(/\s+/).includes("server.js"))).toBe(true);
    expect(copies.some((c) => c.split(/\s+/).includes("package.json"))).toBe(true);

    const users = stepsOf(final, "USER");
    expect(users).toHaveLength(1);
    expect(["root", "0"]).not.toContain(users[0].split(":")[0]);
    // USER comes after the last RUN that needs root (mkdir/chown of /data) and before CMD.
    const order = final.steps.map((s) => s.op);
    expect(order.indexOf("USER")).toBeGreaterThan(order.lastIndexOf("RUN"));
    expect(order.indexOf("USER")).toBeLessThan(order.indexOf("CMD"));

    const env = stepsOf(final, "ENV").join(" ");
    expect(env).toMatch(/DATA_DIR=\/data\b/);
    expect(env).toMatch(/NODE_ENV=production\b/);
    expect(stepsOf(final, "VOLUME").join(" ")).toContain("/data");
    expect(stepsOf(final, "EXPOSE")).toEqual(["3000"]);
    expect(JSON.parse(stepsOf(final, "CMD")[0])).toEqual(["node", "--max-old-space-size=256", "server.js"]);
  });

  it("copies only files that exist and that .dockerignore lets through", () => {
    for (const stage of stages) {
      for (const copy of stepsOf(stage, "COPY")) {
        if (copy.includes("--from=")) continue;
        const parts = copy.split(/\s+/).filter((p) => !p.startsWith("--"));
        for (const source of parts.slice(0, -1)) {
          if (source === ".") continue;
          expect(fs.existsSync(path.join(root, source)), source).toBe(true);
          expect(dockerignore, source).not.toContain(source);
        }
      }
    }
    for (const excluded of ["node_modules", "build", "data", ".env", ".git"]) expect(dockerignore).toContain(excluded);
  });

  it("has a HEALTHCHECK that asks /healthz with node alone: 0 when healthy, 1 on 503 or no answer", async () => {
    const healthchecks = stepsOf(final, "HEALTHCHECK");
    expect(healthchecks).toHaveLength(1);
    const command = JSON.parse(healthchecks[0].slice(healthchecks[0].indexOf("CMD") + 3).trim()) as string[];
    expect(command[0]).toBe("node");
    expect(command.join(" ")).toContain("/healthz");
    expect(command.join(" ")).not.toMatch(/curl|wget/);

    let status = 200;
    const server = http.createServer((req, res) => {
      res.statusCode = req.url === "/healthz" ? status : 404;
      res.end(JSON.stringify({ status: status === 200 ? "ok" : "unavailable" }));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as { port: number }).port;
    const run = (p: number) =>
      new Promise<number | null>((resolve) => {
        const child = spawn(process.execPath, command.slice(1), { env: { ...process.env, PORT: String(p) }, stdio: "ignore" });
        child.on("exit", (code) => resolve(code));
      });
    try {
      expect(await run(port)).toBe(0);
      status = 503;
      expect(await run(port)).toBe(1);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect(await run(port)).toBe(1);
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
    const built = spawnSync(path.join(root, "node_modules", ".bin", "esbuild"), args.slice(1).map((a) => (a === "--outdir=build/scripts" ? `--outdir=${outdir}` : a)), {
      cwd: root,
      encoding: "utf8",
    });
    expect(built.status, built.stderr).toBe(0);
    for (const tool of ["backup", "restore", "copy-to-postgres", "create-admin"]) expect(fs.existsSync(path.join(outdir, `${tool}.mjs`)), tool).toBe(true);
    // Only the tools: nothing from node_modules is bundled in (the image has its production node_modules).
    expect(fs.statSync(path.join(outdir, "backup.mjs")).size).toBeLessThan(200_000);

    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-bundle-"));
    const restoredDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-bundle-restored-"));
    try {
      const handle = await openDatabase({ kind: "pglite", dir: path.join(dataDir, "pglite") });
      await handle.db.insert(categories).values({ name: "Kupalar", slug: "kupalar" });
      await handle.close();
      const archive = path.join(dataDir, "b.tar.gz");
      const runTool = (tool: string, toolArgs: string[], dir: string) =>
        spawnSync(process.execPath, [path.join(outdir, `${tool}.mjs`), ...toolArgs], {
          cwd: os.tmpdir(),
          env: { ...process.env, DATA_DIR: dir, DATABASE_URL: "" },
          encoding: "utf8",
        });
      const backup = runTool("backup", ["--out", archive], dataDir);
      expect(backup.status, backup.stderr).toBe(0);
      expect(backup.stdout).toContain("Backup written");
      const restore = runTool("restore", [archive], restoredDir);
      expect(restore.status, restore.stderr).toBe(0);
      expect(restore.stdout).toMatch(/Restored the backup[\s\S]*\n  1 row in /);
      const again = runTool("restore", [archive], restoredDir);
      expect(again.status).toBe(1);
      expect(again.stderr).toContain("--yes");
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(restoredDir, { recursive: true, force: true });
    }
  });
});
