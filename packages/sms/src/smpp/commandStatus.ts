import smpp from 'smpp';

/** The SMPP command_status codes this package acts on, by name. */
export const COMMAND_STATUS = {
  ok: 0x00,
  messageQueueFull: 0x14,
  throttled: 0x58,
  invalidDestination: 0x0b,
  invalidPassword: 0x0e,
  invalidSystemId: 0x0f,
  bindFailed: 0x0d,
  systemError: 0x08,
  invalidBindStatus: 0x04,
} as const;

const NAMES = new Map(Object.entries(smpp.errors).map(([name, code]) => [code, name]));

/** The SMPP 3.4 name of a command_status (ESME_RTHROTTLED), or its hexadecimal code when unknown. */
export function commandStatusName(status: number): string {
  return NAMES.get(status) ?? `0x${status.toString(16).padStart(8, '0')}`;
}

/** True for the answers that say "later" rather than "never": the SMSC is throttling or its queue is full. */
export function isTransientStatus(status: number): boolean {
  return status === COMMAND_STATUS.throttled || status === COMMAND_STATUS.messageQueueFull;
}
