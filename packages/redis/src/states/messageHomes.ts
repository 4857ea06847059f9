/** How many message homes one process remembers. */
const REMEMBERED = 10_000;

/** Where a message lives: its organization, and until when its home record is known to live (epoch ms). @internal */
export interface _Home {
  readonly organizationId: string;
  readonly until?: number;
}

/**
 * The homes of messages this process met, the most recent {@link REMEMBERED}: a home is
 * written once, so a remembered one saves the round trip that reads it.
 *
 * @internal
 */
export class _MessageHomes {
  private readonly homes = new Map<string, _Home>();

  /** The home of message `id`, when remembered. */
  get(id: string): _Home | undefined {
    const home = this.homes.get(id);
    if (home !== undefined) {
      this.homes.delete(id); // most recent last
      this.homes.set(id, home);
    }
    return home;
  }

  /** Remembers that message `id` lives at `home`, forgetting the least recent when full. */
  set(id: string, home: _Home): void {
    this.homes.delete(id);
    this.homes.set(id, home);
    if (this.homes.size > REMEMBERED) this.homes.delete(this.homes.keys().next().value as string);
  }
}
