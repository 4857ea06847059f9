// Type-level proof that an AgentMessage of @rcs-send/rbm assigns to Google's client type for the
// fields whose JSON form Google fixes: int64 is a decimal string, int32 a number (the discovery
// document's formats, which Google's generated TypeScript clients follow, every field optional
// and nullable). Checked by `pnpm typecheck` (never run by vitest).
import type { AgentMessage } from '@rcs-send/rbm';

/** RBM's RichMessageClassification as Google's generated clients type it. */
interface GoogleRichMessageClassification {
  classificationType?: string | null;
  segmentCount?: number | null;
}

/** RBM's AgentMessage as Google's generated clients type it: its scalar fields and the output-only ones. */
interface GoogleAgentMessage {
  messageTrafficType?: string | null;
  expireTime?: string | null;
  ttl?: string | null;
  name?: string | null;
  sendTime?: string | null;
  carrier?: string | null;
  richMessageClassification?: GoogleRichMessageClassification | null;
  totalPayloadSizeBytes?: string | null;
}

/** Compiles only for `true`. */
type Assert<T extends true> = T;
/** True iff every `A` is a `B`. */
type Assigns<A, B> = [A] extends [B] ? true : false;

/** An AgentMessage's fields, Google's answer fields among them, assign to Google's types. */
export type AgentMessageAssignsToGoogle = Assert<Assigns<Pick<AgentMessage, keyof GoogleAgentMessage>, GoogleAgentMessage>>;
