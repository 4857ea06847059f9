/** A frame of a V8 CPU profile: the function and the script it is in (empty for a builtin or native function). */
export interface CallFrame {
  readonly functionName: string;
  readonly url: string;
}

/** A node of a V8 CPU profile's call tree. */
interface ProfileNode {
  readonly id: number;
  readonly callFrame: CallFrame;
  readonly children?: readonly number[];
}

/** A V8 CPU profile as the inspector's `Profiler.stop` gives it (the parts read here). */
export interface CpuProfile {
  readonly nodes: readonly ProfileNode[];
  /** The node sampled, one per sample. */
  readonly samples: readonly number[];
  /** Microseconds since the previous sample, one per sample. */
  readonly timeDeltas: readonly number[];
}

/**
 * Each sample's stack, leaf first, and the microseconds it stands for (the time to the next
 * sample; the last one gets the mean interval).
 */
export function* sampledStacks(profile: CpuProfile): Generator<{ readonly stack: readonly CallFrame[]; readonly micros: number }> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const stacks = new Map<number, CallFrame[]>();
  const stackOf = (id: number): CallFrame[] => {
    let stack = stacks.get(id);
    if (stack === undefined) {
      stack = [];
      for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) stack.push((byId.get(at) as ProfileNode).callFrame);
      stacks.set(id, stack);
    }
    return stack;
  };
  const total = profile.timeDeltas.reduce((sum, delta) => sum + delta, 0);
  const mean = profile.samples.length === 0 ? 0 : total / profile.samples.length;
  for (let i = 0; i < profile.samples.length; i += 1) {
    yield { stack: stackOf(profile.samples[i] as number), micros: profile.timeDeltas[i + 1] ?? mean };
  }
}
