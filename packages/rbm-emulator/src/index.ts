// The public surface of @rcs-send/rbm-emulator, named one by one so that a new export shows in a diff.
export { startRbmEmulator, type RbmEmulator, type RbmEmulatorOptions } from './startRbmEmulator';
export type { ReceivedAgentMessage } from './http/handleSend';
export type { EmulatorFault, EmulatorFaults, FaultPlan } from './faults/faults';
export { defaultIsRcsCapable } from './faults/reachability';
export type { EmulatorEvent, EmulatorEventFault } from './events/postEvents';
export type { EmulatorReply, EmulatorReplyResult } from './events/userReply';
