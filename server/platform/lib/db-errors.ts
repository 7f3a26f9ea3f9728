/** PostgreSQL's unique_violation, raised the same way by node-postgres and PGlite. */
const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown, constraintPart?: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint, message } = error as {
    code?: unknown;
    constraint?: unknown;
    message?: unknown;
  };
  if (code !== UNIQUE_VIOLATION) return false;
  if (constraintPart === undefined) return true;
  const where = `${typeof constraint === 'string' ? constraint : ''} ${String(message ?? '')}`;
  return where.includes(constraintPart);
}
