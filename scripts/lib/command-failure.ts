// How the operator commands (backup, restore, copy-to-postgres, media:copy-to-s3) end on an error: a refusal
// (a bad setting, an operation refused) in one line, a wrong argument with the usage, anything else in full.
import { ConfigError } from "~/env.server";
import { OperationRefusedError } from "~/modules/ops/backup.server";

export function exitOnCommandError(error: unknown, { verb, usage, refusedExitCode = 1 }: { verb: string; usage: string; refusedExitCode?: number }): never {
  if (error instanceof ConfigError || error instanceof OperationRefusedError) {
    console.error(`${verb} refused: ${error.message}`);
    process.exit(refusedExitCode);
  }
  if ((error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS")) {
    console.error(`${(error as Error).message}\n${usage}`);
    process.exit(2);
  }
  console.error(`${verb} failed:`, error);
  process.exit(1);
}
