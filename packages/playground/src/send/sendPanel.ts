import { byId } from '../page/element';
import { sendRequest } from './sendRequest';
import type { ServerTenant } from './serverTenant';

/** What to do about an answer that names a tenant the server lacks; undefined for any other. */
function hintOf(body: string): string | undefined {
  const code = /"code":\s*"([A-Z_]+)"/.exec(body)?.[1];
  if (code === 'ORGANIZATION_NOT_FOUND') return ' (this server has no such organization: set organizationId to one of its own)';
  if (code === 'SENDER_NOT_CONFIGURED') return ' (the organization has no such sender: set each from to one of its senders)';
  return undefined;
}

/**
 * Wires the Send form: posts the current text with the key typed in its field, then shows the
 * status and the answer, with what to change when the request names a tenant the server lacks.
 * Says which tenant the page's requests name when the server told it (`tenant`), and else that
 * they name the examples' own.
 */
export function wireSendPanel(currentText: () => string, tenant: ServerTenant | undefined): void {
  const form = byId('send-form', HTMLFormElement);
  const key = byId('api-key', HTMLInputElement);
  const button = byId('send', HTMLButtonElement);
  const status = byId('send-status', HTMLParagraphElement);
  const answer = byId('send-answer', HTMLPreElement);
  byId('send-tenant', HTMLParagraphElement).textContent =
    tenant === undefined
      ? 'The examples name an organization and senders of their own: set organizationId and each from to those of this server.'
      : `This server's demo tenant: the requests offered here name organization ${tenant.organizationId} and sender ${tenant.sender}. Paste the API key its banner printed.`;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    button.disabled = true;
    status.textContent = 'Sending…';
    void sendRequest(currentText(), key.value.trim()).then((reply) => {
      button.disabled = false;
      const outcome = reply.status === 202 ? ': every message accepted' : reply.status === 200 ? ': some messages accepted' : (hintOf(reply.body) ?? '');
      status.textContent = reply.status === 0 ? 'Not sent.' : `HTTP ${reply.status}${outcome}`;
      status.dataset['status'] = String(reply.status);
      answer.textContent = reply.body;
      answer.hidden = false;
    });
  });
}
