// The status bodies docs/api.md shows (the lookup's and the cancel's): typed as the service's
// MessageStatusBody, so an example cannot leave out a field the server answers, and written as
// the reference prints them (a field a line, a history step a line).
import type { MessageStatusBody } from '@rcs-send/service';

const ID = '0b5c6a0e-6f1e-4c3b-9f55-2f6a1b8e0d41';
const ACCEPTED = { state: 'ACCEPTED', at: '2026-01-15T09:00:00.120Z', channel: 'RCS' } as const;
const SENT = { state: 'SENT', at: '2026-01-15T09:00:00.480Z', channel: 'RCS' } as const;

/** A message DELIVERED over RCS, as `GET /v1.2/rcs/messages/{id}` answers it. */
const DELIVERED: MessageStatusBody = {
  id: ID,
  state: 'DELIVERED',
  at: '2026-01-15T09:00:02.950Z',
  channel: 'RCS',
  history: [ACCEPTED, SENT, { state: 'DELIVERED', at: '2026-01-15T09:00:02.950Z', channel: 'RCS' }],
};

/** The same message cancelled after handover, as `DELETE /v1.2/rcs/messages/{id}` answers it. */
const CANCELLED: MessageStatusBody = {
  id: ID,
  state: 'CANCELLED',
  at: '2026-01-15T09:00:01.200Z',
  reason: 'REVOKED: withdrawn at the platform, which does not confirm it (a DELIVERED may still follow)',
  channel: 'RCS',
  history: [ACCEPTED, SENT, { state: 'CANCELLED', at: '2026-01-15T09:00:01.200Z', channel: 'RCS' }],
};

/** `body` as the reference prints it: one line per field, one per history step. */
function printed(body: MessageStatusBody): string {
  const { history, ...fields } = body;
  const lines = Object.entries(fields).map(([key, value]) => `  ${JSON.stringify(key)}: ${JSON.stringify(value)},`);
  const steps = history.map((step, index) => `    ${JSON.stringify(step).replaceAll('":', '": ').replaceAll(',"', ', "').replace(/^\{/, '{ ').replace(/\}$/, ' }')}${index < history.length - 1 ? ',' : ''}`);
  return ['{', ...lines, '  "history": [', ...steps, '  ]', '}'].join('\n');
}

/** The lookup's example body, printed. */
export const LOOKUP_EXAMPLE = printed(DELIVERED);

/** The cancel's example body, printed. */
export const CANCEL_EXAMPLE = printed(CANCELLED);
