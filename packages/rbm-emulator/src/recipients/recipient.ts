import { RBM_FEATURES, type RbmFeature } from '@rcs-send/rbm';

/**
 * How one phone number behaves on the emulated platform:
 * `online` takes a message at once (DELIVERED, then READ);
 * `offline` keeps it waiting until `onlineAt`, then delivers it;
 * `neverOnline` keeps it waiting until its expiry revokes it (`TTL_EXPIRATION_REVOKED`);
 * `notRcs` is answered 404 NOT_FOUND, as RBM answers a user it cannot reach.
 * `features` is the capability list (every one of `RBM_FEATURES` by default): a message needing
 * another is answered 400 INVALID_ARGUMENT. `revokeFails` makes the revocation at expiry fail
 * (`TTL_EXPIRATION_REVOKE_FAILED`): the message stays waiting and may still be delivered.
 *
 * @public
 */
export type EmulatorRecipient =
  | { /** Online. */ readonly kind: 'online'; /** Its capabilities. @defaultValue every feature */ readonly features?: readonly RbmFeature[] }
  | {
      /** Offline for a while. */ readonly kind: 'offline';
      /** When it comes online and takes what waits for it. */ readonly onlineAt: Date;
      /** The revocation at expiry fails. @defaultValue false */ readonly revokeFails?: boolean;
      /** Its capabilities. @defaultValue every feature */ readonly features?: readonly RbmFeature[];
    }
  | {
      /** Never online. */ readonly kind: 'neverOnline';
      /** The revocation at expiry fails. @defaultValue false */ readonly revokeFails?: boolean;
      /** Its capabilities. @defaultValue every feature */ readonly features?: readonly RbmFeature[];
    }
  | { /** Not RCS-capable: answered 404. */ readonly kind: 'notRcs' };

/** The fields each kind has. */
const FIELDS: Readonly<Record<string, readonly string[]>> = {
  online: ['kind', 'features'],
  offline: ['kind', 'onlineAt', 'revokeFails', 'features'],
  neverOnline: ['kind', 'revokeFails', 'features'],
  notRcs: ['kind'],
};

/** What is wrong with a recipient, in a sentence, or undefined when it is valid. @internal */
export function _recipientProblem(recipient: EmulatorRecipient): string | undefined {
  const { kind } = recipient as { kind: unknown };
  const fields = typeof kind === 'string' && Object.hasOwn(FIELDS, kind) ? FIELDS[kind] : undefined;
  if (fields === undefined) return 'kind must be online, offline, neverOnline or notRcs';
  const unknown = Object.keys(recipient).find((key) => !fields.includes(key));
  if (unknown !== undefined) return `a recipient of kind ${kind} has no field ${unknown}`;
  if (recipient.kind === 'notRcs') return undefined;
  if (recipient.kind === 'offline' && !(recipient.onlineAt instanceof Date && !Number.isNaN(recipient.onlineAt.getTime()))) return 'onlineAt must be a valid Date';
  if (recipient.kind !== 'online' && recipient.revokeFails !== undefined && typeof recipient.revokeFails !== 'boolean') return 'revokeFails must be a boolean';
  const { features } = recipient;
  if (features !== undefined && !(Array.isArray(features) && features.every((feature: unknown) => (RBM_FEATURES as readonly unknown[]).includes(feature))))
    return `features must be a list of ${RBM_FEATURES.join(', ')}`;
  return undefined;
}

/** The features of a recipient: its list, every feature by default, none when not RCS-capable. @internal */
export const _featuresOf = (recipient: EmulatorRecipient): readonly RbmFeature[] => (recipient.kind === 'notRcs' ? [] : (recipient.features ?? RBM_FEATURES));

/**
 * A recipient from an admin request body, or a sentence saying what is wrong with it: the
 * fields of {@link EmulatorRecipient}, `onlineInMs` (milliseconds from now) standing for `onlineAt`.
 *
 * @internal
 */
export function _recipientOfJson(input: unknown): EmulatorRecipient | string {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return 'the body must be a JSON object';
  const { onlineInMs, ...rest } = input as Record<string, unknown>;
  if ('onlineAt' in rest) return 'give onlineInMs (milliseconds from now), not onlineAt';
  if (rest['kind'] !== 'offline' && onlineInMs !== undefined) return 'onlineInMs is for an offline recipient only';
  const onlineAt = typeof onlineInMs === 'number' && onlineInMs >= 0 ? new Date(Date.now() + onlineInMs) : undefined;
  if (rest['kind'] === 'offline' && !(onlineAt !== undefined && Number.isFinite(onlineAt.getTime()))) return 'onlineInMs must be a non-negative number of milliseconds a date can hold';
  const recipient = (rest['kind'] === 'offline' ? { ...rest, onlineAt } : rest) as unknown as EmulatorRecipient;
  return _recipientProblem(recipient) ?? recipient;
}

/** A recipient as JSON, `onlineAt` in RFC 3339. @internal */
export const _recipientJson = (recipient: EmulatorRecipient): unknown =>
  recipient.kind === 'offline' ? { ...recipient, onlineAt: recipient.onlineAt.toISOString() } : recipient;
