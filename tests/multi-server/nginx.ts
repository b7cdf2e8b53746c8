// Debian's nginx (/usr/sbin/nginx) as the load balancer in front of the test's app servers, configured by the
// repository's deploy/nginx.conf: only its upstream addresses and its `listen` line are swapped (each swap must
// find its line, so a changed deploy file fails here instead of going untested). Everything nginx writes
// (temp files, pid, logs) stays in a private folder.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { repoRoot, scratchDir, sleep } from "../support/server-process";

export const NGINX_BINARY = process.env.NGINX_BINARY || "/usr/sbin/nginx";
export const DEPLOY_NGINX_CONF = path.join(repoRoot, "deploy", "nginx.conf");

/** deploy/nginx.conf with its two upstream servers and its listen address replaced. */
export function nginxSiteForTest(deployConf: string, { listen, upstreams }: { listen: string; upstreams: [string, string] }): string {
  const swaps: [RegExp, string][] = [
    [/^(\s*server\s+)app1:3000(\s)/m, `$1${upstreams[0]}$2`],
    [/^(\s*server\s+)app2:3000(\s)/m, `$1${upstreams[1]}$2`],
    [/^(\s*listen\s+)80;/m, `$1${listen};`],
  ];
  let conf = deployConf;
  for (const [pattern, replacement] of swaps) {
    if (!pattern.test(conf)) throw new Error(`deploy/nginx.conf no longer has a line matching ${pattern}: update tests/multi-server/nginx.ts with it`);
    conf = conf.replace(pattern, replacement);
  }
  return conf;
}

export interface TestNginx {
  url: string;
  dir: string;
  /** The error log so far (upstream failures, retries). */
  errorLog(): string;
  stop(): Promise<void>;
}

export async function startNginx({ port, upstreams }: { port: number; upstreams: [string, string] }): Promise<TestNginx> {
  const dir = scratchDir("shop-nginx-");
  // nginx's worker processes run as `user`; as root, root itself, so they can use this private folder.
  fs.chmodSync(dir, 0o755);
  const temp = (name: string) => path.join(dir, name);
  const site = nginxSiteForTest(fs.readFileSync(DEPLOY_NGINX_CONF, "utf8"), { listen: `127.0.0.1:${port}`, upstreams });
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const conf = [
    isRoot ? "user root;" : "",
    "worker_processes 1;",
    `error_log ${temp("error.log")} warn;`,
    "events { worker_connections 512; }",
    "http {",
    `  client_body_temp_path ${temp("client_body")};`,
    `  proxy_temp_path ${temp("proxy")};`,
    `  fastcgi_temp_path ${temp("fastcgi")};`,
    `  uwsgi_temp_path ${temp("uwsgi")};`,
    `  scgi_temp_path ${temp("scgi")};`,
    `  access_log ${temp("access.log")};`,
    site,
    "}",
    "",
  ].join("\n");
  fs.writeFileSync(temp("nginx.conf"), conf);
  const child: ChildProcess = spawn(
    NGINX_BINARY,
    ["-p", dir, "-e", temp("error.log"), "-c", temp("nginx.conf"), "-g", `daemon off; pid ${temp("nginx.pid")};`],
    {
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  const errorLog = () => (fs.existsSync(temp("error.log")) ? fs.readFileSync(temp("error.log"), "utf8") : "");
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`nginx exited at start:\n${output}\n${errorLog()}`);
    const listening = await fetch(`${url}/healthz`).then(
      async (res) => (await res.arrayBuffer(), true),
      () => false,
    );
    if (listening) break;
    if (attempt > 100) throw new Error(`nginx never answered on ${url}:\n${output}\n${errorLog()}`);
    await sleep(100);
  }
  return {
    url,
    dir,
    errorLog,
    async stop() {
      process.removeListener("exit", killOnExit);
      // SIGQUIT: nginx's graceful shutdown.
      if (child.exitCode === null) child.kill("SIGQUIT");
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
