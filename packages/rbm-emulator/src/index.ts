// The public surface of @rcs-send/rbm-emulator, named one by one so that a new export shows in a diff.
export { startRbmEmulator } from './startRbmEmulator';
export { RBM_EMULATOR_DEFAULTS, type RbmEmulator, type RbmEmulatorOptions } from './rbmEmulator';
export type { ReceivedAgentMessage } from './api/handleSend';
export type { EmulatorFault, EmulatorFaults, FaultPlan } from './faults/faults';
export { defaultIsRcsCapable } from './recipients/reachability';
export type { EmulatorRecipient } from './recipients/recipient';
export type { EmulatorMessageState } from './platform/messages';
export type { EmulatorEvent, EmulatorEventFault } from './events/postEvents';
export type { EmulatorServerEvent } from './events/serverEvent';
export type { EmulatorReply, EmulatorReplyResult } from './events/userReply';
export type { EmulatorSubscriptionChange, EmulatorSubscriptionResult } from './events/subscription';
