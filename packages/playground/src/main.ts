import './style/page.css';
import './style/preview.css';
import type { PreflightBody } from '@rcs-send/client';
import type { CompiledValidationProfile } from '@rcs-send/core';
import { analyse, type Analysis } from './analysis/analyse';
import { createEditor, reveal, setText } from './editor/createEditor';
import { showDiagnostics } from './editor/diagnostics';
import { EXAMPLES } from './examples/examples';
import { wireGeneratePanel } from './generate/generatePanel';
import { byId, element } from './page/element';
import { predictionsOf } from './preflight/renderPrediction';
import { wireProfilePanel } from './profile/profilePanel';
import { renderCanonical } from './render/renderCanonical';
import { renderIssues } from './render/renderIssues';
import { renderPreview } from './render/renderPreview';
import { wireSendPanel } from './send/sendPanel';
import { addressedTo, loadServerTenant } from './send/serverTenant';

/** Milliseconds of quiet typing before the text is validated again. */
const DEBOUNCE_MS = 80;

const preview = byId('preview', HTMLDivElement);
const loadMedia = byId('load-media', HTMLInputElement);
const issueList = byId('issue-list', HTMLOListElement);
const count = byId('issue-count', HTMLParagraphElement);
const canonical = byId('canonical', HTMLDivElement);
const example = byId('example', HTMLSelectElement);

// The tenant the serving server names, read before anything is shown: the requests the page offers name it, so Send works as loaded.
const tenant = await loadServerTenant();

let timer: ReturnType<typeof setTimeout> | undefined;
let latest: Analysis | undefined;
let revision = 0;
let profile: CompiledValidationProfile | undefined;
/** The last preflight's answer and the text it was made for: drawn beside the phones while the text is the same. */
let prediction: { readonly text: string; readonly body: PreflightBody } | undefined;

/** Draws the phones of the latest analysis, each with its prediction when the text is the one preflighted. */
function drawPreview(text: string): void {
  if (latest?.kind !== 'validated') return;
  if (prediction !== undefined && prediction.text !== text) prediction = undefined;
  renderPreview(preview, latest.preview, loadMedia.checked, prediction === undefined ? undefined : predictionsOf(prediction.body));
}

/** Validates the editor's text now and redraws every view of it. */
function refresh(): void {
  timer = undefined;
  const started = performance.now();
  const text = view.state.doc.toString();
  latest = analyse(text, new Date(), profile);
  const analysed = performance.now() - started;
  showDiagnostics(view, latest);
  renderIssues({ count, list: issueList, reveal: (from, to) => reveal(view, from, to) }, latest);
  drawPreview(text);
  preview.classList.toggle('stale', latest.kind === 'syntax');
  renderCanonical(canonical, latest);
  revision += 1;
  issueList.dataset['revision'] = String(revision);
  count.title = `${(text.length / 1024).toFixed(1)} KB checked in ${analysed.toFixed(1)} ms`;
  count.dataset['analysisMs'] = analysed.toFixed(2);
}

const view = createEditor({
  parent: byId('editor', HTMLDivElement),
  text: addressedTo(EXAMPLES[0]?.text ?? '{}', tenant),
  onChange: () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(refresh, DEBOUNCE_MS);
  },
});

example.replaceChildren(element('option', { value: '' }, 'Choose…'), ...EXAMPLES.map((entry) => element('option', { value: entry.name }, entry.name)));
example.addEventListener('change', () => {
  const chosen = EXAMPLES.find((entry) => entry.name === example.value);
  if (chosen !== undefined) setText(view, addressedTo(chosen.text, tenant));
});
loadMedia.addEventListener('change', () => drawPreview(view.state.doc.toString()));
wireGeneratePanel((text, valid) => {
  example.value = '';
  setText(view, valid ? addressedTo(text, tenant) : text); // a broken request stays broken where the rule says
});
wireProfilePanel((next) => {
  profile = next;
  refresh();
});
wireSendPanel(() => view.state.doc.toString(), tenant, (text, body) => {
  prediction = body === undefined ? undefined : { text, body };
  drawPreview(view.state.doc.toString());
});
refresh();
