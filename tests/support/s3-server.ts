// An S3-compatible server (s3rver, from npm) on 127.0.0.1 for tests: one bucket, files in a temporary
// folder (or `directory`), credentials S3RVER/S3RVER. `env` holds the shop's settings that point at it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export interface TestS3Server {
  /** http://127.0.0.1:{port} */
  endpoint: string;
  port: number;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where s3rver keeps the objects. */
  directory: string;
  /** S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE. */
  env: Record<string, string>;
  /** Stops listening (the objects stay in `directory`, so a server started on it again sees them). */
  stop(): Promise<void>;
}

export interface StartS3ServerOptions {
  /** Where the objects live; a new temporary folder by default (removed by stop()). */
  directory?: string;
  bucket?: string;
  /** 0 (default): any free port. */
  port?: number;
}

/** s3rver accepts these (and only signed requests with them). */
const CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

export async function startS3Server({ directory, bucket = "shop-media", port = 0 }: StartS3ServerOptions = {}): Promise<TestS3Server> {
  const ownDirectory = directory === undefined;
  const dir = directory ?? fs.mkdtempSync(path.join(os.tmpdir(), "s3rver-"));
  const server = new S3rver({ address: "127.0.0.1", port, silent: true, directory: dir, configureBuckets: [{ name: bucket }] });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  let stopped = false;
  return {
    endpoint,
    port: address.port,
    bucket,
    ...CREDENTIALS,
    directory: dir,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: "true",
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      // The S3 client keeps connections alive; close() would wait for them.
      server.httpServer.closeAllConnections();
      await server.close();
      if (ownDirectory) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
