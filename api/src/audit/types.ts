export { type AuditEntry, type AuditKind, auditKinds } from '@site/schemas';
