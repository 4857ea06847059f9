import { AGENT_USE_CASES, type AgentUseCase } from '@rcs-send/rbm';
import type { SmsFallbackPolicy } from '@rcs-send/service';
import { _fail, _id, _object, _onlyKeys } from './check';
import { _smsFallback } from './fallbackSetting';

/** An organization's senders as the config file gives them, and the use case of each sender's agent. @internal */
export interface _SenderSetting {
  /** The senders (`from` values). */
  readonly senders: string[];
  /** The use case of each sender whose agent is not TRANSACTIONAL. */
  readonly useCases: Readonly<Record<string, AgentUseCase>>;
  /** The SMS fallback policy of each sender that has its own; absent when none has. */
  readonly smsFallbacks?: Readonly<Record<string, SmsFallbackPolicy>>;
}

/**
 * The `senders` of an organization in the config file (`what` names it): each a sender id
 * (its agent TRANSACTIONAL), or `{ "id": "...", "useCase": "OTP" }` naming its agent's use case
 * (`TRANSACTIONAL`, `OTP`, `PROMOTIONAL` or `MULTI_USE`), which chooses the traffic type its
 * messages declare to the platform, and its own `smsFallback` (see `_smsFallback`), which
 * overrides its organization's. A ConfigError names the bad entry.
 *
 * @internal
 */
export function _senders(value: unknown, what: string): _SenderSetting {
  if (!Array.isArray(value)) _fail(what, 'an array of sender ids or { "id", "useCase", "smsFallback" } objects');
  const senders: string[] = [];
  const useCases: Record<string, AgentUseCase> = {};
  const smsFallbacks: Record<string, SmsFallbackPolicy> = {};
  value.forEach((item: unknown, i) => {
    const at = `${what}[${i}]`;
    if (typeof item === 'string') return void senders.push(_id(item, at));
    const entry = _object(item, at);
    _onlyKeys(entry, ['id', 'useCase', 'smsFallback'], at);
    const id = _id(entry['id'], `${at}.id`);
    const useCase = entry['useCase'] ?? 'TRANSACTIONAL';
    if (!(AGENT_USE_CASES as readonly unknown[]).includes(useCase)) _fail(`${at}.useCase`, `one of ${AGENT_USE_CASES.join(', ')}`);
    senders.push(id);
    if (useCase !== 'TRANSACTIONAL') useCases[id] = useCase as AgentUseCase;
    if (entry['smsFallback'] !== undefined) smsFallbacks[id] = _smsFallback(entry['smsFallback'], `${at}.smsFallback`);
  });
  return { senders, useCases, ...(Object.keys(smsFallbacks).length === 0 ? {} : { smsFallbacks }) };
}
