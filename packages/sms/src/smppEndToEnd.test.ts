// The SMPP sender against the SMSC simulator on loopback: encodings and segments through the
// wire, throttling and a dropped connection without loss, validity, receipts and refusals.
import { createServer, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createSmppSender } from './smpp/createSmppSender';
import type { SmppLinkChange, SmppSender, SmppSenderOptions } from './smpp/smppSenderOptions';
import type { SmsReceipt } from './smpp/deliveryReceipt';
import { type SmscSimulator, type SmscSimulatorOptions, startSmscSimulator } from './simulator/startSmscSimulator';

const credentials = { systemId: 'acme', password: 's3cret-pw' };
const running: Array<{ close(): Promise<unknown> }> = [];

async function link(simulatorOptions: Partial<SmscSimulatorOptions> = {}, senderOptions: Partial<SmppSenderOptions> = {}) {
  const simulator = await startSmscSimulator({ ...credentials, ...simulatorOptions });
  const receipts: SmsReceipt[] = [];
  const sender = createSmppSender({
    host: '127.0.0.1',
    port: simulator.port,
    ...credentials,
    sourceAddress: 'ACME',
    retryDelay: { initial: 10, max: 50 },
    onReceipt: (receipt) => receipts.push(receipt),
    ...senderOptions,
  });
  running.push(sender, simulator);
  return { simulator, sender, receipts };
}

const until = async (condition: () => boolean): Promise<void> => {
  for (let waited = 0; !condition(); waited += 10) {
    if (waited > 5_000) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};
const sendMany = (sender: SmppSender, count: number) =>
  Promise.all(Array.from({ length: count }, (_, index) => sender.send({ to: '351912345678', text: `Code ${index} ${'x'.repeat(index % 3 === 0 ? 200 : 5)}` })));
const texts = (simulator: SmscSimulator) => simulator.received.map((sms) => sms.text).sort();

afterEach(async () => {
  await Promise.all(running.splice(0).map((closable) => closable.close()));
});

describe('createSmppSender through the SMSC simulator', () => {
  it('should carry a long GSM 7-bit text in two segments that the SMSC reassembles, extension characters included', async () => {
    const { simulator, sender } = await link();
    const text = `Your code is {1234} at 5€ [ok] ~ | ^ \\ ${'a'.repeat(140)}`;
    const submission = await sender.send({ to: '+351912345678', text });
    expect(submission).toMatchObject({ segments: 2, encoding: 'GSM7', truncated: false });
    await until(() => simulator.received.length === 1);
    expect(simulator.received[0]).toMatchObject({ from: 'ACME', to: '351912345678', text, encoding: 'GSM7', segments: 2, smscMessageIds: submission.smscMessageIds });
  });

  it('should keep the last keepReceived SMS taken, the oldest dropped first, and count every one', async () => {
    const { simulator, sender } = await link({ keepReceived: 3 });
    for (const n of [1, 2, 3]) await sender.send({ to: '351912345678', text: `Code ${n}` });
    await until(() => simulator.received.length === 3);
    expect(simulator.received.map((sms) => sms.text)).toEqual(['Code 1', 'Code 2', 'Code 3']);
    await sender.send({ to: '351912345678', text: 'Code 4' });
    await until(() => simulator.received.at(-1)?.text === 'Code 4');
    expect(simulator.received.map((sms) => sms.text)).toEqual(['Code 2', 'Code 3', 'Code 4']);
    expect(simulator.stats().accepted).toBe(4);
    await expect(startSmscSimulator({ ...credentials, keepReceived: 0 })).rejects.toThrow('keepReceived must be a positive integer');
  });

  it("should number a long SMS's parts with the sender's next reference, or the one given, and cut it to the SMS's own limit", async () => {
    const { simulator, sender } = await link({}, { maxSegments: 3 });
    await sender.send({ to: '351912345678', text: 'a'.repeat(200) });
    await expect(sender.send({ to: '351912345678', text: 'b'.repeat(400), reference: 77, maxSegments: 2 })).resolves.toMatchObject({ segments: 2, truncated: true });
    await expect(sender.send({ to: '351912345678', text: 'c'.repeat(400) })).resolves.toMatchObject({ segments: 3, truncated: false });
    await until(() => simulator.received.length === 3);
    expect(simulator.received.map((sms) => sms.reference)).toEqual([1, 77, 2]);
    await expect(sender.send({ to: '351912345678', text: 'x', reference: 256 })).rejects.toThrow(RangeError);
  });

  it('should carry UCS-2 with surrogate pairs over three segments, and a single short one alone', async () => {
    const { simulator, sender } = await link();
    const text = `Привет 😀 ${'ж'.repeat(140)}`;
    expect((await sender.send({ to: '351912345678', text })).segments).toBe(3);
    expect((await sender.send({ to: '351912345678', text: 'Olá 😀' })).segments).toBe(1);
    await until(() => simulator.received.length === 2);
    expect(simulator.received.map(({ text, encoding, segments }) => ({ text, encoding, segments }))).toEqual([
      { text, encoding: 'UCS2', segments: 3 },
      { text: 'Olá 😀', encoding: 'UCS2', segments: 1 },
    ]);
  });

  it('should retry throttled segments until each SMS is taken once, none lost', async () => {
    // Every third submit is refused whatever it carries, so one segment can be unlucky several
    // times running: attempts are not what this test bounds (the next test does).
    const { simulator, sender } = await link({ throttleEvery: 3 }, { window: 5, maxAttempts: 100 });
    const submissions = await sendMany(sender, 30);
    expect(submissions).toHaveLength(30);
    await until(() => simulator.received.length >= 30);
    expect(texts(simulator)).toEqual([...new Set(texts(simulator))]);
    expect(simulator.received).toHaveLength(30);
    expect(simulator.stats().throttled).toBeGreaterThan(10);
  });

  it('should fail a segment still throttled at its last attempt, after exactly maxAttempts submits', async () => {
    const { simulator, sender } = await link({ throttleEvery: 1 }, { maxAttempts: 3 });
    await expect(sender.send({ to: '351912345678', text: 'x' })).rejects.toMatchObject({ code: 'THROTTLED', commandStatus: 0x58, unsent: true });
    expect(simulator.stats()).toMatchObject({ throttled: 3, accepted: 0 });
  });

  it('should keep at most `window` submit_sm unanswered at once', async () => {
    const { simulator, sender } = await link({ answerDelayMs: 20 }, { window: 4 });
    await sendMany(sender, 20);
    expect(simulator.stats().mostUnanswered).toBe(4);
  });

  it('should keep the bound connection alive with enquire_link', async () => {
    const { simulator, sender } = await link({}, { enquireLinkMs: 20 });
    await sender.ready();
    await until(() => simulator.stats().enquireLinks >= 3);
  });

  it('should fail what is not yet accepted with CLOSED when closed, and refuse sends after', async () => {
    const { sender } = await link({ answerDelayMs: 200 });
    await sender.ready();
    const pending = expect(sender.send({ to: '351912345678', text: 'x' })).rejects.toMatchObject({ code: 'CLOSED' });
    await sender.close();
    await pending;
    await expect(sender.send({ to: '351912345678', text: 'y' })).rejects.toMatchObject({ code: 'CLOSED' });
  });

  it('should say unsent when closed before any segment of an SMS was written, and sent maybe when one was', async () => {
    const { simulator, sender } = await link({ answerDelayMs: 300 }, { window: 1 });
    await sender.ready();
    const written = sender.send({ to: '351912345678', text: 'first' }).catch((error: unknown) => error);
    const queued = sender.send({ to: '351912345678', text: 'second' }).catch((error: unknown) => error); // behind it, the window of one full
    await until(() => simulator.stats().mostUnanswered === 1);
    await sender.close();
    expect(await written).toMatchObject({ code: 'CLOSED', unsent: false });
    expect(await queued).toMatchObject({ code: 'CLOSED', unsent: true });
  });

  it('should ask beforeSubmit only once a segment can be written at once, and submit nothing of an SMS it refuses', async () => {
    const { simulator, sender } = await link({ answerDelayMs: 200 }, { window: 1 });
    const asked: string[] = [];
    const claim = (name: string, answer: boolean) => async () => (asked.push(name), answer);
    const first = sender.send({ to: '351912345678', text: 'first' }, { beforeSubmit: claim('first', true) });
    const refused = sender.send({ to: '351912345678', text: 'refused' }, { beforeSubmit: claim('refused', false) }).catch((error: unknown) => error);
    const third = sender.send({ to: '351912345678', text: `third ${'x'.repeat(200)}` }, { beforeSubmit: claim('third', true) });
    await until(() => asked.length >= 1);
    expect(asked).toEqual(['first']); // the window of one is taken: the others wait to be asked
    await first;
    expect(await refused).toMatchObject({ code: 'ABORTED', unsent: true });
    expect((await third).segments).toBe(2); // asked once for both its segments
    expect(asked).toEqual(['first', 'refused', 'third']);
    await until(() => simulator.received.length === 2);
    expect(texts(simulator)).toEqual(['first', `third ${'x'.repeat(200)}`]);
    const failing = sender.send({ to: '351912345678', text: 'claim failed' }, { beforeSubmit: () => Promise.reject(new Error('the store is down')) });
    await expect(failing).rejects.toThrow('the store is down');
    expect(simulator.received).toHaveLength(2);
  });

  it("should give up, on its signal, an SMS that waits for an SMSC it cannot reach, never asking beforeSubmit, and one not yet claimed behind a full window", async () => {
    const closed = await startSmscSimulator(credentials);
    const port = closed.port;
    await closed.close(); // nothing listens there
    const lonely = createSmppSender({ host: '127.0.0.1', port, ...credentials, sourceAddress: 'ACME', retryDelay: { initial: 10, max: 20 } });
    running.push(lonely);
    const stop = new AbortController();
    let asked = false;
    const waiting = lonely.send({ to: '351912345678', text: 'waiting' }, { signal: stop.signal, beforeSubmit: async () => (asked = true) }).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 50));
    stop.abort();
    expect(await waiting).toMatchObject({ code: 'ABORTED', unsent: true });
    expect(asked).toBe(false);
    await expect(lonely.send({ to: '351912345678', text: 'late' }, { signal: stop.signal })).rejects.toMatchObject({ code: 'ABORTED' });

    const { simulator, sender } = await link({ answerDelayMs: 200 }, { window: 1 });
    const later = new AbortController();
    const taken = sender.send({ to: '351912345678', text: 'taken' }, { signal: later.signal });
    await until(() => simulator.stats().mostUnanswered === 1);
    const behind = sender.send({ to: '351912345678', text: 'behind' }, { signal: later.signal, beforeSubmit: async () => true }).catch((error: unknown) => error);
    later.abort(); // the written one goes on; the one behind, never claimed, is given up
    expect((await taken).segments).toBe(1);
    expect(await behind).toMatchObject({ code: 'ABORTED', unsent: true });
    await until(() => simulator.received.length === 1);
    expect(texts(simulator)).toEqual(['taken']);
  });

  it('should resend what was unanswered when the connection drops mid-window, and reconnect', async () => {
    const { simulator, sender } = await link({ disconnectAfter: 7 }, { window: 10 });
    await sendMany(sender, 40);
    await until(() => simulator.received.length >= 40);
    expect(texts(simulator)).toEqual([...new Set(texts(simulator))]);
    expect(simulator.received).toHaveLength(40);
    expect(simulator.stats().dropped).toBe(1);
  });

  it('should set the validity period from validUntil, to the tenth of a second below', async () => {
    const { simulator, sender } = await link();
    const validUntil = new Date(Date.now() + 3_600_000);
    await sender.send({ to: '351912345678', text: 'Slot tomorrow', validUntil });
    await until(() => simulator.received.length === 1);
    expect(simulator.received[0]?.validUntil?.getTime()).toBe(Math.floor(validUntil.getTime() / 100) * 100);
  });

  it('should never submit an SMS whose validity has ended', async () => {
    const { simulator, sender } = await link();
    await expect(sender.send({ to: '351912345678', text: 'Too late', validUntil: new Date(Date.now() - 1) })).rejects.toMatchObject({ code: 'EXPIRED', unsent: true });
    await sender.ready();
    expect(simulator.stats().accepted).toBe(0);
  });

  it('should report receipts as DELIVERED, FAILED (undeliverable) and EXPIRED (validity run out), by SMSC message id', async () => {
    const { sender, receipts } = await link({ undeliverableNumbers: ['351912000002'], receiptDelayMs: 300 });
    const delivered = await sender.send({ to: '351912000001', text: 'one' });
    const failed = await sender.send({ to: '351912000002', text: 'two' });
    const expired = await sender.send({ to: '351912000003', text: 'three', validUntil: new Date(Date.now() + 150) });
    await until(() => receipts.length === 3);
    const stateOf = (id: string) => receipts.find((receipt) => receipt.smscMessageId === id)?.state;
    expect([stateOf(delivered.smscMessageId), stateOf(failed.smscMessageId), stateOf(expired.smscMessageId)]).toEqual(['DELIVERED', 'FAILED', 'EXPIRED']);
    expect(receipts.every((receipt) => receipt.at instanceof Date)).toBe(true);
  });

  it('should fail an SMS the SMSC refuses for good with its reason, and go on with the others', async () => {
    const { sender } = await link({ failNumbers: ['351912000009'] });
    const refused = sender.send({ to: '351912000009', text: 'secret text 123' });
    await expect(refused).rejects.toMatchObject({ code: 'REFUSED', commandStatus: 0x0b, message: 'the SMSC refused the SMS: ESME_RINVDSTADR', unsent: true });
    await expect(sender.send({ to: '351912000001', text: 'fine' })).resolves.toMatchObject({ segments: 1 });
  });

  it('should call a refused SMS unsent only when no segment can have left: one of several refused may leave the others taken', async () => {
    const { sender } = await link({ failNumbers: ['351912000009'] });
    await expect(sender.send({ to: '351912000009', text: 'x'.repeat(200) })).rejects.toMatchObject({ code: 'REFUSED', unsent: false });
    const closed = expect(sender.send({ to: '351912000001', text: 'y' })).rejects.toMatchObject({ code: 'CLOSED', unsent: false }); // it may have been submitted
    await sender.close();
    await closed;
  });

  it('should fail the bind with wrong credentials with a clear error that names no secret', async () => {
    const { sender, simulator } = await link({}, { password: 'wrong-pw' });
    const error = await sender.ready().catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'SmsSendError', code: 'BIND_REFUSED', message: 'the SMSC refused the bind: ESME_RINVPASWD' });
    expect(JSON.stringify(error) + String(error)).not.toMatch(/wrong-pw|s3cret/);
    await expect(sender.send({ to: '351912345678', text: 'x' })).rejects.toMatchObject({ code: 'BIND_REFUSED', unsent: true });
    expect(simulator.stats().accepted).toBe(0);
  });

  it('should report each change of its link: bound, lost and bound again, refused with the status, unreachable while nothing listens', async () => {
    const changes: SmppLinkChange[] = [];
    const { simulator, sender } = await link({ disconnectAfter: 2 }, { onLink: (change) => changes.push(change) });
    await sender.ready();
    expect(changes).toEqual([{ state: 'BOUND' }]);
    await sendMany(sender, 4);
    await until(() => simulator.received.length >= 4);
    expect(changes.slice(0, 3)).toEqual([{ state: 'BOUND' }, { state: 'LOST' }, { state: 'BOUND' }]);

    const refusals: SmppLinkChange[] = [];
    const refused = (await link({}, { password: 'wrong-pw', onLink: (change) => refusals.push(change) })).sender;
    await refused.ready().catch(() => undefined);
    expect(refusals).toEqual([{ state: 'REFUSED', status: 'ESME_RINVPASWD' }]);

    const closed = await startSmscSimulator(credentials);
    const port = closed.port;
    await closed.close(); // nothing listens on that port now
    const unreachable: SmppLinkChange[] = [];
    const lonely = createSmppSender({ host: '127.0.0.1', port, ...credentials, sourceAddress: 'ACME', retryDelay: { initial: 10, max: 20 }, onLink: (change) => unreachable.push(change) });
    running.push(lonely);
    await until(() => unreachable.length >= 2);
    expect(new Set(unreachable.map((change) => change.state))).toEqual(new Set(['UNREACHABLE']));
    await sender.close();
    expect(changes.at(-1)).toEqual({ state: 'BOUND' }); // a close asked for is no loss
  });

  it('should refuse a source address, a window or a number of attempts it cannot use, before connecting', () => {
    const valid = { host: '127.0.0.1', port: 1, ...credentials, sourceAddress: 'ACME' };
    for (const wrong of [{ sourceAddress: 'Acme-Shop_12' }, { window: 0 }, { window: 1.5 }, { maxAttempts: 0 }])
      expect(() => createSmppSender({ ...valid, ...wrong }), JSON.stringify(wrong)).toThrow(RangeError);
    running.push(createSmppSender({ ...valid, sourceAddress: 'Acme-Shop_1', window: 1, maxAttempts: 1 })); // the smallest that work
  });

  it('should refuse a recipient that is not an MSISDN before any submit', async () => {
    const { sender } = await link();
    await expect(sender.send({ to: '12345', text: 'x' })).rejects.toMatchObject({ code: 'INVALID_RECIPIENT', unsent: true });
  });

  it("should send as the SMS's own sender when it names one, and refuse one in no sender form before any submit", async () => {
    const { simulator, sender } = await link();
    await sender.send({ to: '351912345678', text: 'from a tenant', from: 'Tenant_11ch' }); // 11 characters: the longest alphanumeric id
    await until(() => simulator.received.length === 1);
    expect(simulator.received[0]).toMatchObject({ from: 'Tenant_11ch', text: 'from a tenant' });
    await expect(sender.send({ to: '351912345678', text: 'x', from: 'Tenant_12chr' })).rejects.toMatchObject({ code: 'INVALID_SENDER', unsent: true });
    expect(simulator.stats().accepted).toBe(1); // the refused one never reached the SMSC
  });

  it('should stop waiting for a bind answer after responseTimeoutMs and connect again with backoff', async () => {
    const connections: Socket[] = [];
    let closedByClient = 0;
    const silent = createServer((socket) => {
      connections.push(socket); // takes the connection and the bind, never answers
      socket.on('close', () => (closedByClient += 1)).resume();
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    running.push({ close: () => new Promise((resolve) => (connections.forEach((socket) => socket.destroy()), silent.close(resolve))) });
    const port = (silent.address() as { port: number }).port;
    const sender = createSmppSender({ host: '127.0.0.1', port, ...credentials, sourceAddress: 'ACME', responseTimeoutMs: 50, retryDelay: { initial: 10, max: 20 } });
    running.push(sender);
    await until(() => connections.length >= 3 && closedByClient >= 2);
  });

  it('should count a submit_sm unanswered after responseTimeoutMs as a lost connection, rebind and submit it again', async () => {
    const { simulator, sender } = await link({ answerDelayMs: 1_000 }, { responseTimeoutMs: 100 });
    const closed = expect(sender.send({ to: '351912345678', text: 'slow' })).rejects.toMatchObject({ code: 'CLOSED' });
    await until(() => simulator.stats().binds >= 3); // a third bind only if the second session timed out too: the SMS was submitted again
    expect(simulator.stats().accepted).toBe(0);
    await sender.close();
    await closed;
  });

  it('should rebind to an SMSC that restarted and send what was asked while it was down', async () => {
    const { simulator, sender } = await link();
    await sender.ready();
    await simulator.close();
    const pending = sender.send({ to: '351912345678', text: 'after the restart' });
    const restarted = await startSmscSimulator({ ...credentials, port: simulator.port });
    running.push(restarted);
    await expect(pending).resolves.toMatchObject({ segments: 1 });
    await until(() => restarted.received.length === 1);
    expect(restarted.received[0]?.text).toBe('after the restart');
  });

  it('should drop a throttled SMS whose validity ended while it waited, instead of submitting it late', async () => {
    const { simulator, sender } = await link({ throttleEvery: 1 }, { retryDelay: { initial: 400, max: 400 } });
    await expect(sender.send({ to: '351912345678', text: 'x', validUntil: new Date(Date.now() + 150) })).rejects.toMatchObject({ code: 'EXPIRED', unsent: true });
    expect(simulator.stats()).toMatchObject({ throttled: 1, accepted: 0 });
  });
});
