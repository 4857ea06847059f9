import './style/page.css';
import './style/preview.css';
import { analyse, type Analysis } from './analysis/analyse';
import { createEditor, reveal, setText } from './editor/createEditor';
import { showDiagnostics } from './editor/diagnostics';
import { EXAMPLES } from './examples/examples';
import { wireGeneratePanel } from './generate/generatePanel';
import { byId, element } from './page/element';
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

/** Validates the editor's text now and redraws every view of it. */
function refresh(): void {
  timer = undefined;
  const started = performance.now();
  const text = view.state.doc.toString();
  latest = analyse(text, new Date());
  const analysed = performance.now() - started;
  showDiagnostics(view, latest);
  renderIssues({ count, list: issueList, reveal: (from, to) => reveal(view, from, to) }, latest);
  if (latest.kind === 'validated') renderPreview(preview, latest.preview, loadMedia.checked);
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
loadMedia.addEventListener('change', () => {
  if (latest?.kind === 'validated') renderPreview(preview, latest.preview, loadMedia.checked);
});
wireGeneratePanel((text, valid) => {
  example.value = '';
  setText(view, valid ? addressedTo(text, tenant) : text); // a broken request stays broken where the rule says
});
wireSendPanel(() => view.state.doc.toString(), tenant);
refresh();
