// The RBM emulator on loopback: one message sent to it as RBM's agentMessages.create, a fault on
// demand through an admin route (with the admin token), a repeat of the same messageId refused,
// and what it received.
// Run: pnpm --filter @rcs-send/examples run rbm-emulator
// #region emulator
import { toAgentMessage } from '@rcs-send/rbm';
import { startRbmEmulator } from '@rcs-send/rbm-emulator';

const emulator = await startRbmEmulator(); // on a free loopback port; every number is RCS-capable but those ending in 404
const call = toAgentMessage(
  { to: '351912345678', from: 'acme_agent', contentMessage: { text: 'Hello' } },
  { messageId: crypto.randomUUID(), agentIdOf: (from) => `${from}@rbm.goog` },
);
const send = async (): Promise<string> => {
  const response = await fetch(`${emulator.url}${call.path}`, {
    method: 'POST',
    headers: { authorization: 'Bearer any', 'content-type': 'application/json' }, // any non-empty token
    body: JSON.stringify(call.body),
  });
  const body = (await response.json()) as { error?: { status: string } };
  return `${response.status} ${body.error?.status ?? 'OK'}${response.headers.has('retry-after') ? ` retry after ${response.headers.get('retry-after')} s` : ''}`;
};

// The admin routes take the emulator's admin token (random unless given): the same as emulator.faults.next({ kind: '429', retryAfterSeconds: 30 })
await fetch(`${emulator.url}_emulator/faults`, {
  method: 'POST',
  headers: { authorization: `Bearer ${emulator.adminToken}` },
  body: JSON.stringify({ kind: '429', retryAfterSeconds: 30 }),
});
console.log(await send()); // 429 RESOURCE_EXHAUSTED retry after 30 s
console.log(await send()); // 200 OK
console.log(await send()); // 409 ALREADY_EXISTS: the same messageId is not delivered twice
console.log(emulator.received.map((message) => `${message.phoneNumber} ${message.agentId} ${JSON.stringify(message.body)}`).join('\n'));
await emulator.close();
// #endregion
