// What a check run counts: per rule, and for the whole run.

/** The tally of one rule (or of valid requests) in a check run. */
export interface RuleTally {
  /** Requests sent. */
  sent: number;
  /** Answers that agreed. */
  agreed: number;
  /** Answers that disagreed. */
  disagreed: number;
  /** Requests that got no answer (timeout, connection reset). */
  failed: number;
}

/** How a run ended. */
export interface RunResult {
  /** Tallies per rule (`valid` for valid requests). */
  tallies: Map<string, RuleTally>;
  /** Answers that disagreed. */
  disagreements: number;
  /** Requests answered or failed. */
  done: number;
  /** The sentence of the environment problem that stopped the run, if one did. */
  stopped: string | undefined;
  /** Wall-clock milliseconds. */
  durationMs: number;
}
