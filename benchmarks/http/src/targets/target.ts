/** Whose server a row measures: a peer a user would otherwise pick, or one of this project's entry points. */
export type TargetGroup = 'peer' | 'project';

/** One measured server: its key, its row label, what it must answer, and how it starts. */
export interface Target {
  /** Short key, as given to `serve.ts` and in results.json. */
  readonly key: string;
  /** The row label of the table and the chart. */
  readonly label: string;
  /** A peer or one of this project's entry points. */
  readonly group: TargetGroup;
  /** The status it must answer payload M with. */
  readonly validStatus: number;
  /** The status it must answer payload X with: 400 when it validates, 202 when it does not (the baseline). */
  readonly invalidStatus: number;
  /** Starts the server on a free loopback port, in this process; resolves to the port. */
  readonly start: () => Promise<number>;
}
