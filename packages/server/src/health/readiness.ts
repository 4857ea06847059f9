import type { StoreCheck } from '@rcs-send/service';

/** What `GET /readyz` answers: ready or not, and each check's state (`ok` or what is wrong). */
interface ReadinessReport {
  /** True when every check is ok. */
  readonly ready: boolean;
  /** Each check by name: `database` or `redis`, and `shutdown` while draining. */
  readonly checks: Readonly<Record<string, string>>;
}

/** The readiness of a server: checked at most once per `cacheMs`, shared by concurrent probes. @internal */
export interface _Readiness {
  /** The latest report, checked afresh when older than the cache. */
  report(): Promise<ReadinessReport>;
  /** From now on not ready: the server is shutting down. */
  drain(): void;
}

/**
 * The readiness of a server whose storage has the named `checks` (the database, or Redis): not
 * ready while a check says what is wrong, or once the server is shutting down. Each probe
 * costs at most one run of the checks per `cacheMs`, whatever the number of probes.
 *
 * @internal
 */
export function _createReadiness(checks: Readonly<Record<string, StoreCheck>>, cacheMs = 1000): _Readiness {
  let draining = false;
  let cached: { readonly at: number; readonly report: Promise<ReadinessReport> } | undefined;
  const check = async (): Promise<ReadinessReport> => {
    const names = Object.keys(checks);
    const states = await Promise.all(names.map((name) => (checks[name] as StoreCheck)()));
    const report: Record<string, string> = Object.fromEntries(names.map((name, i) => [name, states[i] as string]));
    if (draining) report['shutdown'] = 'draining';
    return { ready: Object.values(report).every((state) => state === 'ok'), checks: report };
  };
  return {
    report() {
      const now = performance.now();
      if (cached === undefined || now - cached.at >= cacheMs) cached = { at: now, report: check() };
      return cached.report;
    },
    drain() {
      draining = true;
      cached = undefined;
    },
  };
}
