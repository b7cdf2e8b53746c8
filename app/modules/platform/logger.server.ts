import pino from "pino";

export type Logger = pino.Logger;

/**
 * A failed query's error (drizzle's DrizzleQueryError) carries the query's values, in `params` and in its
 * message and stack ("params: …"), and they may be a shopper's personal data (an order's e-mail, address,
 * message). The log keeps the query and leaves the values out (docs/product.md#kvkk).
 */
export function errorWithoutQueryValues(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const serialized = pino.stdSerializers.err(error) as unknown as Record<string, unknown>;
  if (!("params" in error)) return serialized;
  // "Failed query: {query}\nparams: {values}", repeated in the stack, and followed by the cause's message.
  const cleaned = error.message.replace(/\nparams: [\s\S]*$/, "\nparams: (left out)");
  const withoutValues = (text: unknown) => (typeof text === "string" ? text.split(error.message).join(cleaned) : text);
  const { params: _params, ...rest } = serialized;
  return { ...rest, message: withoutValues(rest.message), stack: withoutValues(rest.stack) };
}

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options = { level, base: { service: "shop" }, timestamp: pino.stdTimeFunctions.isoTime, serializers: { err: errorWithoutQueryValues } };
  return destination ? pino(options, destination) : pino(options);
}
