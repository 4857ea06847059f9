import type { CompiledValidationProfile, ProfileDataIssue } from '@rcs-send/core';
import { byId, element } from '../page/element';
import { compileProfile } from './compileProfile';

/** The problem list of a profile that does not compile: each at its path, as the issues are listed. */
function problemItems(problems: readonly ProfileDataIssue[]): HTMLLIElement[] {
  return problems.map((problem) =>
    element('li', {}, element('div', { class: 'issue profile-problem' }, element('code', { class: 'issue-code' }, 'PROFILE'), element('span', { class: 'issue-param' }, problem.path || '(profile)'), element('span', { class: 'issue-description' }, problem.message))),
  );
}

/**
 * Wires the profile panel: a file or a pasted JSON text is compiled with the core's
 * `createValidationProfile` when applied; `onProfile` gets the compiled profile, or undefined
 * when the text does not compile (its problems listed at their paths) or is cleared.
 */
export function wireProfilePanel(onProfile: (profile: CompiledValidationProfile | undefined) => void): void {
  const file = byId('profile-file', HTMLInputElement);
  const text = byId('profile-text', HTMLTextAreaElement);
  const state = byId('profile-state', HTMLSpanElement);
  const status = byId('profile-status', HTMLParagraphElement);
  const problems = byId('profile-problems', HTMLOListElement);
  const show = (name: 'none' | 'applied' | 'invalid', summary: string, sentence: string, items: HTMLLIElement[] = []): void => {
    state.dataset['state'] = name;
    state.textContent = summary;
    status.textContent = sentence;
    problems.replaceChildren(...items);
  };
  const apply = (): void => {
    const compiled = compileProfile(text.value);
    if (compiled.ok) show('applied', 'applied', 'Applied: its issues are marked and listed with the API\'s.');
    else show('invalid', 'not applied', `Not applied: ${compiled.problems.length} ${compiled.problems.length === 1 ? 'problem' : 'problems'}.`, problemItems(compiled.problems));
    onProfile(compiled.ok ? compiled.profile : undefined);
  };
  byId('profile-apply', HTMLButtonElement).addEventListener('click', apply);
  byId('profile-clear', HTMLButtonElement).addEventListener('click', () => {
    text.value = '';
    file.value = '';
    show('none', 'none', 'Cleared: the API\'s rules only.');
    onProfile(undefined);
  });
  file.addEventListener('change', () => {
    void file.files?.[0]?.text().then((content) => {
      text.value = content;
      apply();
    });
  });
}
