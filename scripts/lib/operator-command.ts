// How the operator commands (backup, restore, copy-to-postgres, media:copy-to-s3) start and end: their
// arguments with `--help`, the shop's settings read as the server reads them, and on an error a refusal (a bad
// setting, an operation refused) in one line, a wrong argument with the usage, anything else in full.
import fs from "node:fs";
import { type ParseArgsConfig, parseArgs } from "node:util";
import { ConfigError, type Env, parseEnv } from "~/env.server";
import { OperationRefusedError } from "~/modules/ops/operator-refusals.server";

type Options = NonNullable<ParseArgsConfig["options"]>;
const helpOption = { help: { type: "boolean", short: "h" } } as const;

/** The command's arguments; `--help` (-h) prints the usage and exits with 0. */
export function readArguments<const CommandOptions extends Options>(usage: string, options: CommandOptions, { allowPositionals = false } = {}) {
  const parsed = parseArgs({ options: { ...options, ...helpOption }, allowPositionals });
  if ((parsed.values as { help?: boolean }).help) {
    console.log(usage);
    process.exit(0);
  }
  return parsed;
}

/** The shop's settings: `.env` in the working folder, then the environment, then `overrides`. */
export function readShopSettings(overrides: Record<string, string | undefined> = {}): Env {
  if (fs.existsSync(".env")) process.loadEnvFile(".env");
  return parseEnv({ ...process.env, ...overrides });
}

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
