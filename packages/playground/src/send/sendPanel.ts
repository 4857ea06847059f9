import { byId } from '../page/element';
import { sendRequest } from './sendRequest';

/** Wires the Send form: posts the current text with the key typed in its field, then shows the status and the answer. */
export function wireSendPanel(currentText: () => string): void {
  const form = byId('send-form', HTMLFormElement);
  const key = byId('api-key', HTMLInputElement);
  const button = byId('send', HTMLButtonElement);
  const status = byId('send-status', HTMLParagraphElement);
  const answer = byId('send-answer', HTMLPreElement);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    button.disabled = true;
    status.textContent = 'Sending…';
    void sendRequest(currentText(), key.value.trim()).then((reply) => {
      button.disabled = false;
      status.textContent = reply.status === 0 ? 'Not sent.' : `HTTP ${reply.status}${reply.status === 202 ? ': every message accepted' : reply.status === 200 ? ': some messages accepted' : ''}`;
      status.dataset['status'] = String(reply.status);
      answer.textContent = reply.body;
      answer.hidden = false;
    });
  });
}
