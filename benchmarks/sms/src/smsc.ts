// The SMSC simulator in a process of its own, so that its CPU is not the sender's: prints
// `listening on PORT`, then runs until SIGTERM.
import { startSmscSimulator } from '@rcs-send/sms';

const simulator = await startSmscSimulator({ systemId: 'bench', password: 'bench-password', receiptDelayMs: 0 });
console.log(`listening on ${simulator.port}`);
process.once('SIGTERM', () => void simulator.close().then(() => process.exit(0)));
