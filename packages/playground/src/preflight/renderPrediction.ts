import type { DeliveryForecast, PreflightBody, PreflightOutcome } from '@rcs-send/client';
import { element } from '../page/element';

/** A term and its description, for the prediction's list. */
function row(term: string, ...description: (Node | string)[]): HTMLElement[] {
  return [element('dt', {}, term), element('dd', {}, ...description)];
}

/** The SMS the message would be sent as (channel SMS) or would fall back to: encoding, segments, sender and triggers. */
function smsText(delivery: DeliveryForecast): string | undefined {
  const { sms } = delivery;
  if (sms === null) return delivery.channel === 'SMS' ? 'no SMS' : undefined;
  const segments = `${sms.encoding}, ${sms.segments.length} ${sms.segments.length === 1 ? 'segment' : 'segments'}${sms.truncated ? ' (cut)' : ''} from ${sms.smsSender}`;
  return delivery.channel === 'SMS' ? segments : `fallback on ${sms.triggers.join(', ')}: ${segments}`;
}

/** How the expiration is kept at the platform: how many windows, and the last one's expiry. */
function windowsText(delivery: DeliveryForecast): string {
  const last = delivery.windows.at(-1);
  if (last === undefined) return 'none (no expiration)';
  return `${delivery.windows.length} ${delivery.windows.length === 1 ? 'window' : 'windows'}, expires ${last.expireTime}`;
}

/** What the delivery would do: channel (with its reason), traffic type, agent, SMS, windows, recipient, and the exact AgentMessage. */
function deliveryRows(delivery: DeliveryForecast): HTMLElement[] {
  const sms = smsText(delivery);
  const { recipient } = delivery;
  const reach = recipient === null ? undefined : recipient.reachable ? `reachable${recipient.missingFeatures.length > 0 ? `, lacks ${recipient.missingFeatures.join(', ')}` : ''}` : 'not reachable over RCS';
  return [
    ...row('Channel', element('strong', { class: `channel channel-${delivery.channel.toLowerCase()}` }, delivery.channel), delivery.reason === null ? '' : ` (${delivery.reason})`),
    ...row('Traffic', delivery.trafficType),
    ...row('Agent', delivery.agentId),
    ...(sms === undefined ? [] : row('SMS', sms)),
    ...row('Windows', windowsText(delivery)),
    ...(reach === undefined ? [] : row('Recipient', reach)),
  ];
}

/** One message's prediction: its channel and costs when valid, the server's issues when rejected. */
function renderOutcome(outcome: PreflightOutcome): HTMLElement {
  const label = `Prediction of message ${outcome.index + 1}`;
  if (outcome.status === 'REJECTED') {
    const errors = outcome.errors.map((error) => element('li', {}, element('code', { class: 'issue-code' }, error.code), ` at ${error.param || '(request)'}: ${error.description}`));
    return element('aside', { class: 'prediction prediction-rejected', 'aria-label': label, 'data-status': 'REJECTED' }, element('h3', {}, 'Rejected by the server'), element('ul', {}, ...errors), element('p', { class: 'note' }, 'Units: 0'));
  }
  const { delivery } = outcome;
  const rows = [...row('Units', String(outcome.units)), ...(delivery === null ? row('Delivery', 'not predicted by this server') : deliveryRows(delivery))];
  const agentMessage =
    delivery?.agentMessage === undefined || delivery.agentMessage === null
      ? undefined
      : element('details', { class: 'agent-message' }, element('summary', {}, 'RBM AgentMessage'), element('pre', { tabindex: '0' }, JSON.stringify(delivery.agentMessage, null, 2)));
  return element('aside', { class: 'prediction', 'aria-label': label, 'data-status': 'VALID', 'data-channel': delivery?.channel }, element('h3', {}, 'Prediction'), element('dl', {}, ...rows), agentMessage);
}

/** For the preview: the prediction of the message at an index of a preflight's answer, drawn beside its phone (undefined when the answer has none). */
export function predictionsOf(body: PreflightBody): (index: number) => HTMLElement | undefined {
  return (index) => {
    const outcome = body.messages.find((message) => message.index === index);
    return outcome === undefined ? undefined : renderOutcome(outcome);
  };
}
