import { setDiagnostics, type Diagnostic } from '@codemirror/lint';
import type { EditorView } from '@codemirror/view';
import type { Analysis } from '../analysis/analyse';

/** The editor markers of an analysis: each issue at its field, or the syntax error at its character. */
function diagnosticsOf(analysis: Analysis, length: number): Diagnostic[] {
  if (analysis.kind === 'syntax') {
    const from = Math.min(analysis.error.offset, length);
    return [{ from, to: Math.min(from + 1, length), severity: 'error', source: 'JSON', message: `Line ${analysis.error.line}, column ${analysis.error.column}: ${analysis.error.message}` }];
  }
  return analysis.issues.map((issue) => ({ from: issue.from, to: issue.to, severity: 'error', source: issue.code, message: `${issue.param || '(request)'}: ${issue.description}` }));
}

/** Shows the markers of an analysis in the editor. */
export function showDiagnostics(view: EditorView, analysis: Analysis): void {
  view.dispatch(setDiagnostics(view.state, diagnosticsOf(analysis, view.state.doc.length)));
}
