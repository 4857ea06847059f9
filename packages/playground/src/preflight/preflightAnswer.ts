import type { PreflightBody } from '@rcs-send/client';
import type { ServerAnswer } from '../send/postRequest';

/** The body of a 200 preflight answer, or undefined for any other answer (an error, or not a preflight's body). */
export function preflightBodyOf(answer: ServerAnswer): PreflightBody | undefined {
  if (answer.status !== 200 || typeof answer.value !== 'object' || answer.value === null) return undefined;
  const { messages, units, balance } = answer.value as Partial<Record<keyof PreflightBody, unknown>>;
  const balanceRead = balance as Partial<Record<'available' | 'after', unknown>> | null | undefined;
  if (!Array.isArray(messages) || typeof units !== 'number' || typeof balanceRead?.available !== 'number' || typeof balanceRead.after !== 'number') return undefined;
  return answer.value as PreflightBody;
}

/** The sentence of a preflight's totals: valid messages, units, and the balance before and after (a negative after: the send would answer 402). */
export function preflightTotals(body: PreflightBody): string {
  const valid = body.messages.filter((message) => message.status === 'VALID').length;
  const units = `${body.units} ${body.units === 1 ? 'unit' : 'units'}`;
  const refused = body.balance.after < 0 ? ': the send would be refused, 402 INSUFFICIENT_BALANCE' : '';
  return `${valid} of ${body.messages.length} messages valid, ${units}; balance ${body.balance.available}, after the send ${body.balance.after}${refused}.`;
}
