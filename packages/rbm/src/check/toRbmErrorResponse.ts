import type { RbmFieldViolation } from './reasons';

/** The JSON error body Google APIs answer with (google.rpc.Status), for a 400 INVALID_ARGUMENT. @public */
export interface RbmErrorResponse {
  /** The status. */
  error: {
    /** The HTTP status: 400. */
    code: 400;
    /** A human summary: the first violation's description. */
    message: string;
    /** The canonical code: INVALID_ARGUMENT. */
    status: 'INVALID_ARGUMENT';
    /** One google.rpc.BadRequest with every violation. */
    details: [{ '@type': 'type.googleapis.com/google.rpc.BadRequest'; fieldViolations: RbmFieldViolation[] }];
  };
}

/**
 * The 400 answer RBM gives for field violations: `{ error: { code, message, status, details } }`.
 * For an RBM emulator.
 * @public
 */
export function toRbmErrorResponse(fieldViolations: readonly RbmFieldViolation[]): RbmErrorResponse {
  const message = fieldViolations[0]?.description ?? 'Request contains an invalid argument.';
  const badRequest = { '@type': 'type.googleapis.com/google.rpc.BadRequest' as const, fieldViolations: [...fieldViolations] };
  return { error: { code: 400, message, status: 'INVALID_ARGUMENT', details: [badRequest] } };
}
