import type { ErrorCode } from '@rcs-send/core';
import type { RbmViolationReason } from '../check/reasons';

/** Every feature of an RBM body without an equivalent in a canonical message, with its description. @public */
export const RBM_IMPORT_ISSUES = {
  RBM_UPLOADED_FILE: 'Files uploaded to RBM (uploadedRbmFile, fileName) have no equivalent here: give the file as contentInfo with a public https fileUrl.',
  RBM_TTL: 'ttl has no equivalent here: give an absolute expireTime instead.',
  RBM_LOCATION_QUERY: 'viewLocationAction.query has no equivalent here: a location is latLong and an optional label.',
  RBM_FALLBACK_URL: 'fallbackUrl has no equivalent here.',
  RBM_COMPOSE_ACTION: 'composeAction has no equivalent here.',
  RBM_WEBVIEW: 'Webviews (application WEBVIEW, webviewViewMode, description) have no equivalent here: an open-URL action opens the browser.',
  RBM_FORCE_REFRESH: 'forceRefresh has no equivalent here.',
  RBM_MIME_TYPE_UNKNOWN: 'The media type of this file is unknown: the mimeTypeOf option gave none and the URL has no known extension.',
} as const;

/** A feature of an RBM body without an equivalent in a canonical message. @public */
export type RbmImportIssueCode = keyof typeof RBM_IMPORT_ISSUES;

/**
 * Why an RBM body could not become a canonical message. Codes `RBM_...` and the field rules of
 * {@link checkAgentMessage} have a path into the RBM body; the core's error codes keep the
 * core's param (`messages[index]...`) on the message that the body became.
 * @public
 */
export interface FromAgentMessageIssue {
  /** What is wrong: an import issue, a broken RBM field rule or a core error code. */
  code: RbmImportIssueCode | RbmViolationReason | ErrorCode;
  /** Dot-and-bracket path of the field. */
  path: string;
  /** A human sentence describing the issue. */
  description: string;
}

/** An import issue with its catalogue description. @internal */
export const _importIssue = (code: RbmImportIssueCode, path: string): FromAgentMessageIssue => ({ code, path, description: RBM_IMPORT_ISSUES[code] });
