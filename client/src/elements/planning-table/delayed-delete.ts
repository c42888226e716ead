// Spec 001 §4: deleting a table row is delayed 300 ms. The row fades meanwhile, and a second
// tap on its delete button (or the editor closing) keeps it; after the delay the row goes in
// one edit, which Ctrl+Z brings back like any other.

export const ROW_DELETE_DELAY_MS = 300;

export class DelayedDeletes {
  private timers = new Map<string, ReturnType<typeof setTimeout>>();
  constructor(
    private readonly changed: (pending: ReadonlySet<string>) => void,
    private readonly delay = ROW_DELETE_DELAY_MS,
  ) {}

  /** Starts deleting `id` (run after the delay), or, when it is already on its way, keeps it. */
  toggle(id: string, run: () => void): void {
    const timer = this.timers.get(id);
    if (timer !== undefined) {
      clearTimeout(timer);
      this.timers.delete(id);
    } else {
      this.timers.set(
        id,
        setTimeout(() => {
          this.timers.delete(id);
          run();
          this.changed(this.pending());
        }, this.delay),
      );
    }
    this.changed(this.pending());
  }

  pending(): ReadonlySet<string> {
    return new Set(this.timers.keys());
  }

  /** Forgets every pending delete (the inspector closed): the rows stay. */
  cancelAll(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }
}
