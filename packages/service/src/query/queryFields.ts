import type { _Field } from '../capabilities/capabilityFields';
import { _serviceIssue } from '../response/errorResponse';

/** The query of a request target (its path and query, as routed): the parameters after `?`, percent-decoded; none without one. @internal */
export function _queryOf(target: string): URLSearchParams {
  const at = target.indexOf('?');
  return new URLSearchParams(at === -1 ? '' : target.slice(at + 1));
}

/**
 * The parameters of `query` by name, when each is one of `known` and given once; else the issue
 * of the first one, in the order written, that is not (400 QUERY_PARAMETER_UNKNOWN) or that comes
 * again (400 QUERY_PARAMETER_REPEATED), at its name. A misspelt filter ignored would widen a list
 * silently; a repeated one read first by a proxy and last here would be two different requests.
 *
 * @internal
 */
export function _queryFields<Name extends string>(query: URLSearchParams, known: readonly Name[]): _Field<Partial<Record<Name, string>>> {
  const names: ReadonlySet<string> = new Set(known);
  const fields: Partial<Record<string, string>> = {};
  for (const [name, value] of query) {
    if (!names.has(name)) return { ok: false, issue: _serviceIssue('QUERY_PARAMETER_UNKNOWN', name) };
    if (Object.hasOwn(fields, name)) return { ok: false, issue: _serviceIssue('QUERY_PARAMETER_REPEATED', name) };
    fields[name] = value;
  }
  return { ok: true, value: fields as Partial<Record<Name, string>> };
}
