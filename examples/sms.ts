// SMS fallback on loopback: the SMS text of a rich card, sent over SMPP to the SMSC simulator
// with a validity period, and its delivery receipt.
// Run: pnpm --filter @rcs-send/examples run sms
// #region fallback
import type { Message } from '@rcs-send/core';
import { createSmppSender, type SmsReceipt, smsTextOf, startSmscSimulator } from '@rcs-send/sms';

const simulator = await startSmscSimulator({ systemId: 'acme', password: 'example-password' }); // a free loopback port
let receiptArrived: (receipt: SmsReceipt) => void = () => undefined;
const receipt = new Promise<SmsReceipt>((resolve) => (receiptArrived = resolve));
const sender = createSmppSender({
  host: '127.0.0.1',
  port: simulator.port,
  systemId: 'acme',
  password: 'example-password',
  sourceAddress: 'ACME', // alphanumeric: TON 5, NPI 0
  onReceipt: (arrived) => receiptArrived(arrived),
});

const expiresAt = new Date(Date.now() + 3_600_000);
const message: Message = {
  to: '351912345678',
  from: 'acme_agent',
  expirationDateTime: expiresAt.toISOString(),
  contentMessage: {
    richCard: {
      standaloneCard: {
        cardOrientation: 'VERTICAL',
        cardContent: {
          title: 'Delivery slot',
          description: 'Tomorrow between 9:00 and 11:00 €',
          suggestions: [{ openUrlAction: { text: 'Change it', url: 'https://acme.example/slot', postbackData: 'change' } }],
        },
      },
    },
  },
};
const text = smsTextOf(message); // title, description and the open-URL link, one per line
const submission = await sender.send({ to: message.to, text, validUntil: expiresAt }); // not delivered after it either
console.log(`${submission.segments} segment in ${submission.encoding}: ${submission.smscMessageId}`);
const { smscMessageId, state } = await receipt;
console.log(`${smscMessageId} ${state}`);
console.log(JSON.stringify(simulator.received[0]?.text));

await sender.close();
await simulator.close();
// #endregion
