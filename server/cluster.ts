// WEB_CONCURRENCY: several processes of the shop on one machine, with node:cluster. The primary process only
// supervises: it starts the workers (each one runs the whole shop, server.js, sharing PORT), replaces a worker
// that dies (waiting longer each time workers keep dying soon after starting), and on SIGTERM/SIGINT asks every
// worker to stop gracefully and exits once they have. Sessions, rate limits, jobs and the catalogue version
// are shared through PostgreSQL (docs/decisions/0022), which is why the embedded database refuses more than one.
import nodeCluster from "node:cluster";
import type { EventEmitter } from "node:events";
import { ConfigError, type Env, parseEnv } from "~/env.server";
import { createLogger } from "~/modules/platform/logger.server";

/** How many worker processes to start; 1 means no cluster at all (the shop runs in this process). */
export function workerCount(config: Pick<Env, "WEB_CONCURRENCY" | "DATABASE_URL">): number {
  if (config.WEB_CONCURRENCY > 1 && !config.DATABASE_URL) {
    throw new ConfigError(
      `WEB_CONCURRENCY=${config.WEB_CONCURRENCY} needs DATABASE_URL (PostgreSQL): the embedded database can be opened ` +
        "by one process only. Set DATABASE_URL, or set WEB_CONCURRENCY to 1 (the default).",
    );
  }
  return config.WEB_CONCURRENCY;
}

/** The part of a node:cluster worker the supervisor uses. */
export interface WorkerLike extends EventEmitter {
  id: number;
  process: { pid?: number; kill(signal?: NodeJS.Signals): boolean };
}

/** The part of node:cluster the supervisor uses (tests hand in a stand-in). */
export interface ClusterLike {
  fork(env?: Record<string, string>): WorkerLike;
}

export interface SupervisorLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export interface SupervisorOptions {
  count: number;
  log: SupervisorLog;
  cluster?: ClusterLike;
  /** A worker that lived at least this long counts as healthy: the next replacement starts at once. */
  healthyAfterMs?: number;
  /** First and longest wait before replacing a worker that died soon after it started. */
  firstDelayMs?: number;
  maxDelayMs?: number;
  /** How long stop() waits for a worker to finish its requests before killing it. */
  stopTimeoutMs?: number;
  /** The clock and timers (tests move time themselves). */
  now?: () => number;
  setTimer?: (fn: () => void, ms: number) => { cancel(): void };
  /** Called once, when the first worker listens. */
  onListening?(): void;
}

/** The wait before replacing a worker after `quickDeaths` workers in a row died soon after starting. */
export function restartDelayMs(quickDeaths: number, firstDelayMs: number, maxDelayMs: number): number {
  if (quickDeaths <= 0) return 0;
  return Math.min(maxDelayMs, firstDelayMs * 2 ** (quickDeaths - 1));
}

const realTimer = (fn: () => void, ms: number) => {
  const timer = setTimeout(fn, ms);
  return { cancel: () => clearTimeout(timer) };
};

export function superviseWorkers(options: SupervisorOptions) {
  const {
    count,
    log,
    cluster = nodeCluster as unknown as ClusterLike,
    healthyAfterMs = 30_000,
    firstDelayMs = 1000,
    maxDelayMs = 30_000,
    stopTimeoutMs = 30_000,
    now = Date.now,
    setTimer = realTimer,
  } = options;
  const running = new Map<number, { worker: WorkerLike; startedAt: number; exited: Promise<void> }>();
  const pendingRestarts = new Set<{ cancel(): void }>();
  let quickDeaths = 0;
  let stopping: Promise<void> | null = null;
  let announced = false;

  function start() {
    const worker = cluster.fork();
    const startedAt = now();
    const exited = new Promise<void>((resolve) => {
      worker.once("exit", (code: number | null, signal: string | null) => {
        running.delete(worker.id);
        resolve();
        if (stopping) return;
        const lived = now() - startedAt;
        quickDeaths = lived >= healthyAfterMs ? 0 : quickDeaths + 1;
        const delay = restartDelayMs(quickDeaths, firstDelayMs, maxDelayMs);
        log.error({ pid: worker.process.pid, code, signal, livedMs: lived, restartInMs: delay }, "worker process died; starting another");
        const timer = setTimer(() => {
          pendingRestarts.delete(timer);
          if (!stopping) start();
        }, delay);
        pendingRestarts.add(timer);
      });
    });
    worker.once("listening", () => {
      if (announced) return;
      announced = true;
      options.onListening?.();
    });
    running.set(worker.id, { worker, startedAt, exited });
  }

  for (let i = 0; i < count; i++) start();
  log.info({ workers: count }, "started worker processes");

  return {
    /** Workers alive now. */
    workers: () => [...running.values()].map((r) => r.worker),
    /** SIGTERM to every worker (each finishes its requests), SIGKILL to any still running after the time-out. */
    stop(signal: string): Promise<void> {
      stopping ??= (async () => {
        log.info({ signal, workers: running.size }, "stopping worker processes");
        for (const timer of pendingRestarts) timer.cancel();
        pendingRestarts.clear();
        const all = [...running.values()];
        for (const { worker } of all) worker.process.kill("SIGTERM");
        const force = setTimer(() => {
          for (const { worker } of running.values()) {
            log.warn({ pid: worker.process.pid }, "worker did not stop in time; killing it");
            worker.process.kill("SIGKILL");
          }
        }, stopTimeoutMs);
        await Promise.all(all.map((r) => r.exited));
        force.cancel();
        log.info({}, "all worker processes stopped");
      })();
      return stopping;
    },
  };
}

/** The configuration and the number of processes it asks for; throws ConfigError (with every bad setting) first. */
export function clusterPlan(source: Record<string, string | undefined> = process.env): { config: Env; workers: number } {
  const config = parseEnv(source);
  return { config, workers: workerCount(config) };
}

/** The primary process of WEB_CONCURRENCY > 1: starts the workers and stops them on SIGTERM/SIGINT. */
export function runClusterPrimary({ config, workers }: { config: Env; workers: number }, onListening: () => void) {
  const logger = createLogger(config.LOG_LEVEL);
  const supervisor = superviseWorkers({ count: workers, log: logger, onListening });
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => void supervisor.stop(signal).then(() => process.exit(0)));
  }
  return supervisor;
}
