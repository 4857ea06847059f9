import { validateSendRequest } from '@rcs-send/core';
import { NOW, type Case } from './cases';
import { inProcessBridge } from './inProcessBridge';

/** One thing timed on every request: its key, its label and the call to time on a case. */
export interface Subject {
  /** Short key, used in the JSON. */
  readonly key: string;
  /** Its name in tables and legends. */
  readonly label: string;
  /** The call to time on `entry` (anything it needs is prepared before). */
  readonly prepare: (entry: Case) => () => unknown;
}

const bridge = inProcessBridge();

/** What is timed on every request: the parse as a yardstick, the core alone and the whole bridge. */
export const SUBJECTS: readonly Subject[] = [
  { key: 'parse', label: 'JSON.parse of the body', prepare: (entry) => () => JSON.parse(entry.body) },
  {
    key: 'core',
    label: 'core validateSendRequest (pre-parsed)',
    prepare: (entry) => {
      const parsed: unknown = JSON.parse(entry.body);
      return () => validateSendRequest(parsed, { now: NOW });
    },
  },
  { key: 'bridge', label: 'node bridge in-process (whole request)', prepare: (entry) => () => bridge(entry.bytes) },
];

/** The bridge the subjects use, for the verdict checks. */
export const subjectBridge = bridge;
