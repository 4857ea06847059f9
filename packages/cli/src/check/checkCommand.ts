import type { WriteStream } from 'node:fs';
import { resolve } from 'node:path';
import { HELP } from '../help';
import { write, type CommandIo } from '../io';
import { caseSource } from './caseSource';
import { checkReport, DisagreementSamples } from './checkReport';
import { parseCheckArgs, type CheckOptions } from './checkOptions';
import type { FailureRecord } from './failureRecord';
import { junitReport } from './junitReport';
import { openOutputFile } from './outputFile';
import { readFailuresFile } from './replayFile';
import { progressBar, summaryLine, summaryTable } from './report';
import { runCheck, type RunPlan } from './runCheck';

/** Exit status of a run that a problem of set-up stopped: distinct from disagreements (1) and bad options (2). */
const EXIT_ENVIRONMENT = 3;

/** The plan of a run: generated requests, or those of a failures file. */
async function planOf(options: CheckOptions): Promise<RunPlan & { target: string; seed: number | null }> {
  const common = { concurrency: options.concurrency, apiKey: options.apiKey, timeoutMs: options.timeoutMs };
  if (options.replayPath !== undefined) {
    const cases = await readFailuresFile(options.replayPath);
    const at = (index: number) => cases[index] as (typeof cases)[number];
    return { ...common, count: cases.length, target: `replay of ${options.replayPath}`, seed: null, caseAt: (index) => ({ ...at(index), url: options.url ?? at(index).url, headers: { ...at(index).headers, ...options.headers } }) };
  }
  const source = caseSource(options.seed, options, Date.now, options.profile?.data);
  const url = options.url as string;
  return { ...common, count: options.count, target: url, seed: options.seed, caseAt: (index) => ({ ...source(index), url, headers: options.headers }) };
}

/** One disagreement as a line for people. */
const disagreementLine = (record: FailureRecord): string =>
  `#${record.index} ${record.rule}: expected ${record.expected}, got ${record.actual.said}${record.actual.shape.length > 0 ? ` (${record.actual.shape.join('; ')})` : ''}\n`;

/** Ends `stream` and waits until its file is written. */
const closed = (stream: WriteStream | undefined): Promise<void> => new Promise((done) => (stream === undefined ? done() : stream.end(done)));

/**
 * `rcs-send check`: posts generated valid and single-rule-invalid requests (or those of a
 * failures file) to a running implementation and judges every answer's status, param and
 * body. Exit 0 when all agree, 1 when some disagree or got no answer, 2 for bad options,
 * 3 when a problem of set-up (key, organization, sender, balance, rate limit, nothing
 * listening) stopped it.
 */
export async function checkCommand(args: string[], io: CommandIo): Promise<number> {
  const options = parseCheckArgs(args, process.env);
  if (options === undefined) {
    await write(io.stdout, HELP.check);
    return 0;
  }
  const plan = await planOf(options);
  const human = options.report !== undefined && options.reportPath === undefined ? io.stderr : io.stdout;
  const failures = options.failuresPath === undefined ? undefined : openOutputFile(options.failuresPath, '--failures');
  const reportFile = options.reportPath === undefined ? undefined : openOutputFile(options.reportPath, '--report-file');
  const samples = new DisagreementSamples();
  const tty = io.stderr.isTTY === true;
  const startedAt = new Date();
  let drawn = 0;
  let lastFailure = '';
  io.stderr.write(`rcs-send check: ${plan.count} request(s) to ${plan.target}${plan.seed === null ? '' : `, --seed ${plan.seed}`}, concurrency ${plan.concurrency}\n`);
  const result = await runCheck(plan, {
    async disagreement(record) {
      samples.add(record);
      if (failures !== undefined) await write(failures, `${JSON.stringify(record)}\n`);
      await write(human, disagreementLine(record));
    },
    async noResponse(sent, failure) {
      lastFailure = failure;
      await write(human, `#${sent.index} ${sent.rule}: no answer (${failure})\n`);
    },
    progress(done, disagreements) {
      if (!tty || (performance.now() - drawn < 100 && done < plan.count)) return;
      drawn = performance.now();
      io.stderr.write(progressBar(done, plan.count, disagreements));
    },
  });
  if (tty) io.stderr.write('\n');
  await closed(failures);
  const unanswered = [...result.tallies.values()].reduce((sum, tally) => sum + tally.failed, 0);
  if (result.stopped === undefined && unanswered === result.done) result.stopped = `No request got an answer (${lastFailure}): check --url and --timeout.`;
  const failuresFile = options.failuresPath === undefined ? undefined : resolve(options.failuresPath);
  const exitCode = result.stopped !== undefined ? EXIT_ENVIRONMENT : result.disagreements > 0 || unanswered > 0 ? 1 : 0;
  const kept = result.disagreements > 0 && failuresFile !== undefined ? `; ${result.disagreements} disagreement(s) in ${failuresFile}` : '';
  if (result.stopped !== undefined) {
    io.stderr.write(`rcs-send check: ${result.stopped}\n(stopped after ${result.done} of ${plan.count} request(s): no verdict on the implementation${kept})\n`);
  } else {
    await write(human, `\n${summaryTable(result.tallies)}\n`);
    io.stderr.write(`rcs-send check: ${summaryLine(result.tallies, result.durationMs)}${kept}\n`);
  }
  if (options.report !== undefined) {
    const report = checkReport({ target: plan.target, seed: plan.seed, requested: plan.count, concurrency: plan.concurrency, startedAt, exitCode, failuresFile }, result, samples);
    const text = options.report === 'json' ? `${JSON.stringify(report, null, 2)}\n` : junitReport(report);
    await write(reportFile ?? io.stdout, text);
    await closed(reportFile);
  }
  return exitCode;
}
