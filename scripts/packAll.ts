// `pnpm pack:all [folder]`: packs every published package of packages/ (those not marked
// "private": true, such as the test harness @rcs-send/redis-harness) into packs/, or into
// `folder`, as rcs-send-<name>-<version>.tgz: the files the READMEs' install lines name.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const repo = join(import.meta.dirname, '..');
const destination = resolve(process.cwd(), process.argv[2] ?? join(repo, 'packs'));
const published = readdirSync(join(repo, 'packages'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => JSON.parse(readFileSync(join(repo, 'packages', entry.name, 'package.json'), 'utf8')) as { name: string; private?: boolean })
  .filter((manifest) => manifest.private !== true);
const filters = published.flatMap(({ name }) => ['--filter', name]);
execFileSync('pnpm', ['-r', ...filters, 'pack', '--pack-destination', destination], { cwd: repo, stdio: 'inherit' });
