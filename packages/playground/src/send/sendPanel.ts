import type { PreflightBody } from '@rcs-send/client';
import { byId } from '../page/element';
import { preflightBodyOf, preflightTotals } from '../preflight/preflightAnswer';
import { postRequest, type ServerAnswer } from './postRequest';
import type { ServerTenant } from './serverTenant';

/** What to do about an answer that names a tenant the server lacks; undefined for any other. */
function hintOf(body: string): string | undefined {
  const code = /"code":\s*"([A-Z_]+)"/.exec(body)?.[1];
  if (code === 'ORGANIZATION_NOT_FOUND') return ' (this server has no such organization: set organizationId to one of its own)';
  if (code === 'SENDER_NOT_CONFIGURED') return ' (the organization has no such sender: set each from to one of its senders)';
  return undefined;
}

/** The status line of a send's answer. */
function sendStatus(reply: ServerAnswer): string {
  if (reply.status === 0) return 'Not sent.';
  const outcome = reply.status === 202 ? ': every message accepted' : reply.status === 200 ? ': some messages accepted' : (hintOf(reply.body) ?? '');
  return `HTTP ${reply.status}${outcome}`;
}

/** The status line of a preflight's answer: its totals, or its error status. */
function preflightStatus(reply: ServerAnswer, body: PreflightBody | undefined): string {
  if (reply.status === 0) return 'Preflight not sent.';
  if (body !== undefined) return `Preflight: ${preflightTotals(body)}`;
  return `Preflight: HTTP ${reply.status}${hintOf(reply.body) ?? ''}`;
}

/** Where the panel hands a preflight's answer: the text it was made for and its body, or undefined after an error. */
export type PreflightListener = (text: string, body: PreflightBody | undefined) => void;

/**
 * Wires the Send form: posts the current text with the key typed in its field, to the send or
 * its preflight (asking each recipient's device too when its box is ticked), then shows the status and the answer (a preflight's 200 as its totals, its
 * predictions going to `onPreflight`), with what to change when the request names a tenant the
 * server lacks. Says which tenant the page's requests name when the server told it (`tenant`),
 * and else that they name the examples' own.
 */
export function wireSendPanel(currentText: () => string, tenant: ServerTenant | undefined, onPreflight: PreflightListener): void {
  const form = byId('send-form', HTMLFormElement);
  const key = byId('api-key', HTMLInputElement);
  const buttons = [byId('send', HTMLButtonElement), byId('preflight', HTMLButtonElement)];
  const status = byId('send-status', HTMLParagraphElement);
  const answer = byId('send-answer', HTMLPreElement);
  const askDevices = byId('preflight-capabilities', HTMLInputElement);
  byId('send-tenant', HTMLParagraphElement).textContent =
    tenant === undefined
      ? 'The examples name an organization and senders of their own: set organizationId and each from to those of this server.'
      : `This server's demo tenant: the requests offered here name organization ${tenant.organizationId} and sender ${tenant.sender}. Paste the API key its banner printed.`;
  const post = (operation: 'send' | 'preflight'): void => {
    const text = currentText();
    for (const button of buttons) button.disabled = true;
    status.textContent = operation === 'send' ? 'Sending…' : 'Asking the preflight…';
    delete status.dataset['status'];
    const query = operation === 'preflight' && askDevices.checked ? 'capabilities=true' : undefined;
    void postRequest(operation, text, key.value.trim(), query).then((reply) => {
      for (const button of buttons) button.disabled = false;
      const body = operation === 'preflight' ? preflightBodyOf(reply) : undefined;
      status.textContent = operation === 'send' ? sendStatus(reply) : preflightStatus(reply, body);
      status.dataset['operation'] = operation;
      status.dataset['status'] = String(reply.status);
      answer.textContent = reply.body;
      answer.hidden = body !== undefined; // a preflight's predictions are drawn beside the phones
      if (operation === 'preflight') onPreflight(text, body);
    });
  };
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    post('send');
  });
  byId('preflight', HTMLButtonElement).addEventListener('click', () => {
    if (form.reportValidity()) post('preflight');
  });
}
