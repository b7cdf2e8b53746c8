// The audit log's vocabulary (docs/product.md#audit-log), shared by the server that writes it and the page
// that shows it: a stable code per kind of admin write, grouped by what it changes (the part before the dot),
// and the security events: refused sign-ins (`security.*`), written by nobody signed in.
export const AUDIT_ACTIONS = [
  "product.create",
  "product.update",
  "product.delete",
  "category.create",
  "category.update",
  "category.delete",
  "campaign.create",
  "campaign.update",
  "campaign.codes",
  "campaign.deactivate",
  "campaign.activate",
  "campaign.delete",
  "order.status",
  "order.cancel",
  "order.ship",
  "order.refund",
  "order.note",
  "order.proof",
  "order.proof_answer",
  "account.two_factor.enable",
  "account.two_factor.disable",
  "account.two_factor.recovery_codes",
  "account.add",
  "account.disable",
  "account.enable",
  "account.remove",
  "account.password_link",
  "account.password_set",
  "account.password_change",
  "account.sign_out_everywhere",
  "account.session_end",
  "data_request.export",
  "data_request.anonymise",
  "settings.update",
  "review.approve",
  "review.hide",
  "review.reply",
  "thanks.read",
  "thanks.close",
  "security.sign_in_failed",
  "security.two_factor_failed",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export type AuditActionKind = AuditAction extends `${infer Kind}.${string}` ? Kind : never;
export const AUDIT_ACTION_KINDS = [...new Set(AUDIT_ACTIONS.map(auditActionKind))] as AuditActionKind[];

/**
 * What a record is about; `admin` is an admin account, `data_request` one person's KVKK request (never their e-mail),
 * `review` a product review (labelled by its product's name and order number, never the reviewer), `thanks_thread` a
 * thank-you conversation (labelled by its order's number, never a message or a name).
 */
export const AUDIT_TARGET_TYPES = ["product", "category", "campaign", "order", "admin", "data_request", "settings", "review", "thanks_thread"] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** "order.status" → "order". */
export function auditActionKind(action: string): string {
  return action.split(".")[0];
}

export function isAuditAction(value: unknown): value is AuditAction {
  return typeof value === "string" && (AUDIT_ACTIONS as readonly string[]).includes(value);
}

export function isAuditActionKind(value: unknown): value is AuditActionKind {
  return typeof value === "string" && (AUDIT_ACTION_KINDS as readonly string[]).includes(value);
}

/** The codes an "action" filter stands for: one code, or every code of a kind ("order" → order.status, …). */
export function auditActionsMatching(filter: string): AuditAction[] {
  if (isAuditAction(filter)) return [filter];
  return isAuditActionKind(filter) ? AUDIT_ACTIONS.filter((action) => auditActionKind(action) === filter) : [];
}
