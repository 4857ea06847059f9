/** A file a user sent (RBM's `UserFileInfo`). @public */
export interface RbmUserFileInfo {
  /** The file's media type. */
  readonly mimeType: string;
  /** Its size in bytes. */
  readonly fileSizeBytes: number;
  /** Where the platform holds it. */
  readonly fileUri: string;
  /** Its name on the phone. */
  readonly fileName: string;
}

/**
 * What a user sent: text, the answer to a suggestion (a suggested reply, `REPLY`, or a
 * suggested action, `ACTION`, with the `postbackData` the agent set on it), a location, or a
 * file (with its thumbnail when the platform made one).
 *
 * @public
 */
export type RbmUserContent =
  | { /** Free text. */ readonly kind: 'text'; /** The text. */ readonly text: string }
  | {
      /** A tap on a suggestion. */ readonly kind: 'suggestionResponse';
      /** The suggestion's `postbackData`, as the agent set it. */ readonly postbackData: string;
      /** The suggestion's text. */ readonly text: string;
      /** A suggested reply or a suggested action. */ readonly type: 'REPLY' | 'ACTION';
    }
  | { /** A shared location. */ readonly kind: 'location'; /** Degrees. */ readonly latitude: number; /** Degrees. */ readonly longitude: number }
  | { /** A file. */ readonly kind: 'file'; /** The file. */ readonly file: RbmUserFileInfo; /** Its thumbnail. */ readonly thumbnail?: RbmUserFileInfo };

/** A message a user sent to an agent, from RBM's `UserMessage`. @public */
export interface RbmUserMessage {
  /** The agent it was sent to. */
  readonly agentId: string;
  /** The user's number, E.164 with `+`. */
  readonly senderPhoneNumber: string;
  /** The platform's id of the message (the receiver's dedupe key). */
  readonly messageId: string;
  /** When the user sent it, RFC 3339 UTC. */
  readonly sendTime: string;
  /** What the user sent. */
  readonly content: RbmUserContent;
}
