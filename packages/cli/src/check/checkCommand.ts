import { parseArgs } from 'node:util';
import { fuzzArbitraries, JSON_RULES, type FuzzCase } from '../fuzz/fuzzCase';
import { parseCount, parseSeed, randomSeed } from '../fuzz/fuzzOptions';
import { HELP } from '../help';
import { UsageError, write, type CommandIo } from '../io';
import { judge } from './judge';
import { postRequest } from './postRequest';
import { personalise, type Identity } from './personalise';
import { progressBar, summaryTable, type RuleTally } from './report';

/** The parsed options of `rcs-send check`. */
interface CheckOptions extends Identity {
  url: string;
  apiKey: string | undefined;
  count: number;
  seed: number;
  timeoutMs: number;
}

/** Parses the arguments of `rcs-send check`; undefined for --help. */
function parseCheckArgs(args: string[]): CheckOptions | undefined {
  const { values } = parseArgs({
    args,
    options: {
      url: { type: 'string' },
      'api-key': { type: 'string' },
      'organization-id': { type: 'string' },
      from: { type: 'string' },
      count: { type: 'string' },
      seed: { type: 'string' },
      timeout: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return undefined;
  if (values.url === undefined || !/^https?:\/\//.test(values.url)) throw new UsageError('--url must be the http(s) URL of POST /v1.2/rcs/send');
  const timeoutMs = values.timeout === undefined ? 10_000 : Number(values.timeout);
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0) throw new UsageError(`--timeout must be a number of milliseconds, not "${values.timeout}"`);
  return {
    url: values.url,
    apiKey: values['api-key'] ?? process.env['RCS_SEND_API_KEY'],
    organizationId: values['organization-id'],
    from: values.from,
    count: values.count === undefined ? 100 : parseCount(values.count),
    seed: values.seed === undefined ? randomSeed() : parseSeed(values.seed),
    timeoutMs,
  };
}

/**
 * `rcs-send check`: posts generated valid and single-rule-invalid requests to a running
 * implementation and reports every response whose status or `error.param` disagrees.
 * Exit 0 when all agree, 1 when some disagree, 2 when nothing could be sent.
 */
export async function checkCommand(args: string[], io: CommandIo): Promise<number> {
  const options = parseCheckArgs(args);
  if (options === undefined) {
    await write(io.stdout, HELP.check);
    return 0;
  }
  const now = new Date(Math.floor(Date.now() / 1000) * 1000 + 60 * 60 * 1000); // valid expirations outlive the run
  const caseAt = fuzzArbitraries({ mode: 'mixed', rules: JSON_RULES, seed: options.seed, now });
  // An expiration "at or before now" must be judged against the real clock, not the shifted one.
  const expiredAt = fuzzArbitraries({ mode: 'invalid', rules: ['EXPIRATION_NOT_IN_FUTURE'], seed: options.seed, now: new Date() });
  const tallies = new Map<string, RuleTally>();
  let disagreements = 0;
  io.stderr.write(`rcs-send check: ${options.count} request(s) to ${options.url}, --seed ${options.seed} --now ${now.toISOString()}\n`);
  for (let index = 0; index < options.count; index++) {
    const drawn = caseAt(index);
    const expired = !drawn.expect.ok && drawn.expect.code === 'EXPIRATION_NOT_IN_FUTURE';
    const generated: FuzzCase = personalise(expired ? expiredAt(index) : drawn, options);
    const rule = generated.expect.ok ? 'valid' : generated.expect.code;
    const tally = tallies.get(rule) ?? { sent: 0, agreed: 0, disagreed: 0, failed: 0 };
    tallies.set(rule, tally);
    tally.sent++;
    const outcome = await postRequest(options.url, JSON.stringify(generated.request), options.apiKey, options.timeoutMs);
    const expected = generated.expect.ok ? '200/202' : `400 ${generated.expect.param === '' ? '""' : generated.expect.param}`;
    if ('failure' in outcome) {
      tally.failed++;
      await write(io.stdout, `#${index} ${rule}: no response (${outcome.failure})\n`);
    } else {
      const verdict = judge(generated.expect, outcome.status, outcome.body);
      if (verdict.agrees) tally.agreed++;
      else {
        tally.disagreed++;
        disagreements++;
        await write(io.stdout, `#${index} ${rule}: expected ${expected}, got ${verdict.actual}\n`);
      }
    }
    if (io.stderr.isTTY === true) io.stderr.write(progressBar(index + 1, options.count, disagreements));
    else if ((index + 1) % 100 === 0) io.stderr.write(`checked ${index + 1}/${options.count}, ${disagreements} disagreement(s)\n`);
  }
  if (io.stderr.isTTY === true) io.stderr.write('\n');
  await write(io.stdout, `\n${summaryTable(tallies)}\n(request #i is line i+1 of: rcs-send fuzz --mixed --seed ${options.seed} --now ${now.toISOString()} --count N)\n`);
  const failed = [...tallies.values()].reduce((sum, t) => sum + t.failed, 0);
  if (failed === options.count) return 2;
  return disagreements > 0 || failed > 0 ? 1 : 0;
}
