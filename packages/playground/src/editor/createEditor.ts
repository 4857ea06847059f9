import { json } from '@codemirror/lang-json';
import { lintGutter } from '@codemirror/lint';
import { EditorView } from '@codemirror/view';
import { basicSetup } from 'codemirror';

/** Options of {@link createEditor}. */
export interface EditorOptions {
  /** Where the editor goes. */
  readonly parent: HTMLElement;
  /** The first text. */
  readonly text: string;
  /** Called after every change of the text. */
  readonly onChange: () => void;
}

/**
 * The JSON editor: line numbers, syntax highlighting, bracket matching, search, a gutter for
 * the issue markers. Tab is left to move the focus (Escape then Tab works in any case).
 */
export function createEditor(options: EditorOptions): EditorView {
  return new EditorView({
    parent: options.parent,
    doc: options.text,
    extensions: [
      basicSetup,
      json(),
      lintGutter(),
      EditorView.lineWrapping,
      EditorView.contentAttributes.of({ 'aria-label': 'Send request (JSON)', 'aria-describedby': 'issue-count' }),
      EditorView.updateListener.of((update) => {
        if (update.docChanged) options.onChange();
      }),
    ],
  });
}

/** Replaces the whole text of the editor. */
export function setText(view: EditorView, text: string): void {
  view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
}

/** Moves the cursor to a range, scrolls it into view and focuses the editor. */
export function reveal(view: EditorView, from: number, to: number): void {
  const length = view.state.doc.length;
  view.dispatch({ selection: { anchor: Math.min(from, length), head: Math.min(to, length) }, scrollIntoView: true });
  view.focus();
}
