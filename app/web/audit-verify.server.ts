// The audit log's chain check, for `npm run audit:verify`.
export { verifyAuditChain, type AuditChainCheck } from '~/features/audit/verify.server';
