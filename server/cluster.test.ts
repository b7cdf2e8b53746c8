import { EventEmitter } from "node:events";
import { describe, expect, it } from "vitest";
import { ConfigError } from "~/env.server";
import { type ClusterLike, clusterPlan, restartDelayMs, superviseWorkers, type WorkerLike, workerCount } from "./cluster";

describe("workerCount", () => {
  it("refuses more than one process on the embedded database, naming both settings", () => {
    expect(() => workerCount({ WEB_CONCURRENCY: 2, DATABASE_URL: undefined })).toThrowError(ConfigError);
    expect(() => workerCount({ WEB_CONCURRENCY: 2, DATABASE_URL: undefined })).toThrowError(/WEB_CONCURRENCY=2 needs DATABASE_URL/);
    expect(workerCount({ WEB_CONCURRENCY: 1, DATABASE_URL: undefined })).toBe(1);
    expect(workerCount({ WEB_CONCURRENCY: 4, DATABASE_URL: "postgres://db/shop" })).toBe(4);
  });

  it("reads WEB_CONCURRENCY from the environment (default 1)", () => {
    expect(clusterPlan({}).workers).toBe(1);
    expect(clusterPlan({ WEB_CONCURRENCY: "3", DATABASE_URL: "postgres://db/shop" }).workers).toBe(3);
    expect(() => clusterPlan({ WEB_CONCURRENCY: "0" })).toThrowError(/WEB_CONCURRENCY/);
  });
});

describe("restartDelayMs", () => {
  it("doubles with each quick death up to the longest wait", () => {
    expect([0, 1, 2, 3, 9].map((n) => restartDelayMs(n, 1000, 30_000))).toEqual([0, 1000, 2000, 4000, 30_000]);
  });
});

/** node:cluster stand-in: workers are event emitters; kill() makes them exit (unless told to hang). */
function fakeCluster() {
  const workers: (WorkerLike & { signals: string[] })[] = [];
  let nextId = 1;
  let hang = false;
  const cluster: ClusterLike = {
    fork() {
      const worker = Object.assign(new EventEmitter(), {
        id: nextId++,
        signals: [] as string[],
        process: {
          pid: 1000 + nextId,
          kill(signal: NodeJS.Signals = "SIGTERM") {
            worker.signals.push(signal);
            if (!hang || signal === "SIGKILL")
              queueMicrotask(() => worker.emit("exit", signal === "SIGKILL" ? null : 0, signal === "SIGKILL" ? "SIGKILL" : null));
            return true;
          },
        },
      });
      workers.push(worker);
      return worker;
    },
  };
  return { cluster, workers, hangOnTerm: () => (hang = true) };
}

/** Timers the test fires by hand, and a clock it moves. */
function manualTime() {
  let clock = 0;
  const timers: { at: number; fn: () => void; cancelled: boolean }[] = [];
  return {
    now: () => clock,
    setTimer(fn: () => void, ms: number) {
      const timer = { at: clock + ms, fn, cancelled: false };
      timers.push(timer);
      return { cancel: () => (timer.cancelled = true) };
    },
    advance(ms: number) {
      clock += ms;
      for (const timer of timers.filter((t) => !t.cancelled && t.at <= clock)) {
        timer.cancelled = true;
        timer.fn();
      }
    },
    pending: () => timers.filter((t) => !t.cancelled).map((t) => t.at - clock),
  };
}

const silent = { info() {}, warn() {}, error() {} };

describe("superviseWorkers", () => {
  it("starts the workers, replaces a dead one (backing off while they keep dying) and announces once", async () => {
    const { cluster, workers } = fakeCluster();
    const time = manualTime();
    let announced = 0;
    const supervisor = superviseWorkers({
      count: 3,
      log: silent,
      cluster,
      ...time,
      healthyAfterMs: 30_000,
      firstDelayMs: 1000,
      maxDelayMs: 8000,
      onListening: () => announced++,
    });
    expect(workers).toHaveLength(3);
    for (const worker of workers) worker.emit("listening");
    expect(announced).toBe(1);

    // A worker that ran a long time dies: replaced at once.
    time.advance(60_000);
    workers[0].emit("exit", 1, null);
    expect(time.pending()).toEqual([0]);
    time.advance(0);
    expect(workers).toHaveLength(4);
    expect(supervisor.workers()).toHaveLength(3);

    // The new one dies soon after starting, again and again: 1 s, 2 s, 4 s, then at most 8 s.
    const delays: number[] = [];
    for (let i = 0; i < 5; i++) {
      time.advance(100);
      workers.at(-1)?.emit("exit", 1, null);
      delays.push(time.pending()[0]);
      time.advance(time.pending()[0]);
    }
    expect(delays).toEqual([1000, 2000, 4000, 8000, 8000]);
    expect(supervisor.workers()).toHaveLength(3);
  });

  it("stops: SIGTERM to every worker, no replacements, resolves when all have exited", async () => {
    const { cluster, workers } = fakeCluster();
    const time = manualTime();
    const supervisor = superviseWorkers({ count: 2, log: silent, cluster, ...time });
    // One died just before the stop: its pending replacement is cancelled.
    workers[0].emit("exit", 1, null);
    await supervisor.stop("SIGTERM");
    expect(workers[1].signals).toEqual(["SIGTERM"]);
    time.advance(60_000);
    expect(workers).toHaveLength(2);
    expect(supervisor.workers()).toHaveLength(0);
  });

  it("kills a worker that does not stop within the time-out", async () => {
    const { cluster, workers, hangOnTerm } = fakeCluster();
    const time = manualTime();
    hangOnTerm();
    const supervisor = superviseWorkers({ count: 1, log: silent, cluster, ...time, stopTimeoutMs: 30_000 });
    const stopped = supervisor.stop("SIGINT");
    time.advance(30_000);
    await stopped;
    expect(workers[0].signals).toEqual(["SIGTERM", "SIGKILL"]);
  });
});
