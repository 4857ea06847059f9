// SMS per second from createSmppSender to the SMSC simulator (its own process) over loopback:
// each SMS submitted, every segment answered, its receipt received. Usage: run.ts [sms per round] [window]
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createSmppSender, encodeSms } from '@rcs-send/sms';

const count = Number(process.argv[2] ?? 5_000);
const window = Number(process.argv[3] ?? 50);
const TEXTS = {
  'GSM 7-bit, 1 segment': 'Your code is 482913. It expires in 10 minutes. Never share it.',
  'GSM 7-bit, 3 segments': `Your parcel ${'arrives tomorrow between 9:00 and 11:00; '.repeat(10)}`.slice(0, 400),
  'UCS-2, 1 segment': 'Код подтверждения: 482913 😀',
  'UCS-2, 3 segments': `Посылка ${'прибудет завтра с 9:00 до 11:00; '.repeat(6)}`.slice(0, 180),
};

async function startSmsc(): Promise<{ port: number; stop(): void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@rcs-send/source', fileURLToPath(new URL('./smsc.ts', import.meta.url))], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve) => child.stdout.on('data', (chunk: Buffer) => resolve(Number(/listening on (\d+)/.exec(chunk.toString())?.[1]))));
  return { port, stop: () => void child.kill('SIGTERM') };
}

const smsc = await startSmsc();
let receipts = 0;
const sender = createSmppSender({
  host: '127.0.0.1',
  port: smsc.port,
  systemId: 'bench',
  password: 'bench-password',
  sourceAddress: 'Bench',
  window,
  onReceipt: () => (receipts += 1),
});
await sender.ready();
console.log(`${count} SMS per round, window ${window}`);
console.log('| text | encoding | segments | SMS/s | segments/s |\n|---|---|---:|---:|---:|');
for (const [name, text] of Object.entries(TEXTS)) {
  const { encoding, segments } = encodeSms(text);
  for (let round = 0; round < 2; round += 1) {
    receipts = 0;
    const started = performance.now();
    await Promise.all(Array.from({ length: count }, (_, index) => sender.send({ to: `3519${String(index).padStart(8, '0')}`, text })));
    while (receipts < count * segments.length) await new Promise((resolve) => setTimeout(resolve, 1));
    const seconds = (performance.now() - started) / 1_000;
    if (round === 1) console.log(`| ${name} | ${encoding} | ${segments.length} | ${Math.round(count / seconds)} | ${Math.round((count * segments.length) / seconds)} |`);
  }
}
await sender.close();
smsc.stop();
