// Recognising PostgreSQL errors through Drizzle's wrapper, the same way for PGlite and for pg.
interface PgErrorFields {
  code?: string;
  constraint?: string;
}

function pgFields(error: unknown): PgErrorFields {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === "object"; depth++) {
    const fields = current as PgErrorFields & { cause?: unknown };
    if (typeof fields.code === "string" && /^[0-9A-Z]{5}$/.test(fields.code)) return fields;
    current = fields.cause;
  }
  return {};
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const fields = pgFields(error);
  return fields.code === "23505" && (constraint === undefined || fields.constraint === constraint);
}

/** A row refers to one that does not exist (or no longer does). */
export function isForeignKeyViolation(error: unknown, constraintPart?: string): boolean {
  const fields = pgFields(error);
  return fields.code === "23503" && (constraintPart === undefined || fields.constraint === undefined || fields.constraint.includes(constraintPart));
}

/** Serialization failures and deadlocks: the transaction can simply be run again. */
export function isRetryableTransactionError(error: unknown): boolean {
  const code = pgFields(error).code;
  return code === "40001" || code === "40P01";
}
