// The receiver of RBM's events on node:http, fed by the RBM emulator: DELIVERED and READ recorded
// once each although every event is posted twice, and a user's tap handed on once with its postbackData.
// Run: pnpm --filter @rcs-send/examples run rbm-events
// #region events
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerRbmEventRequest, createMemorySeenPort, createMemoryStatePort, createRbmEventReceiver } from '@rcs-send/delivery';
import { toAgentMessage } from '@rcs-send/rbm';
import { startRbmEmulator } from '@rcs-send/rbm-emulator';

const clientToken = 'partner-client-token'; // RBM's console gives the partner's; the emulator signs with the one it is given
const states = createMemoryStatePort(); // in a deployment: the state port the worker writes (the server's database, or Redis)
const handedOn = new Set<string>(); // in a deployment: the events log, keyed by the user message's id
const receiver = createRbmEventReceiver({
  clientToken,
  states,
  seen: createMemorySeenPort(), // tells a user message posted again after its 200: answered duplicate
  onUserMessage: (message) => {
    if (handedOn.has(message.messageId)) return; // each post comes here (a crash before the 200 must not lose it): write once by its id
    handedOn.add(message.messageId);
    console.log(`${message.agentId} got ${JSON.stringify(message.content)}`);
  },
});
const outcomes: string[] = [];
const webhook = createServer((request, response) => void answerRbmEventRequest(receiver, request, response).then((answer) => outcomes.push(`${answer.status} ${answer.outcome}`)));
await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));

const webhookUrl = `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/`;
const emulator = await startRbmEmulator({ webhookUrl, webhookClientToken: clientToken, eventDelayMs: 10 });
emulator.eventFault = 'twice'; // every event and reply posted two times, as RBM may
const call = toAgentMessage({ to: '351912345678', from: 'acme_agent', contentMessage: { text: 'Hello' } }, { messageId: crypto.randomUUID(), agentIdOf: (from) => `${from}@rbm.goog` });
await states.advance({ id: call.messageId, state: 'ACCEPTED', at: new Date().toISOString() }); // the service records this at acceptance: events for ids it never accepted are kept nowhere
await fetch(`${emulator.url}${call.path}`, { method: 'POST', headers: { authorization: 'Bearer any' }, body: JSON.stringify(call.body) });
while (outcomes.length < 4) await new Promise((resolve) => setTimeout(resolve, 10));
console.log((await states.get(call.messageId))?.history.map((step) => step.state).join(' then ')); // ACCEPTED then DELIVERED then READ
await emulator.reply({ agentId: 'acme_agent@rbm.goog', from: '+351912345678', text: 'Yes', postbackData: 'confirm' }); // a tap on a suggested reply
console.log(outcomes.join(', ')); // 200 recorded, 200 unchanged, 200 recorded, 200 unchanged, 200 forwarded, 200 duplicate
await emulator.close();
webhook.close();
// #endregion
