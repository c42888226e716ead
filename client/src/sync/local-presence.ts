import type { Awareness } from 'y-protocols/awareness';
import { IDLE_AFTER_MS, POINTER_THROTTLE_MS, throttle, type Presence } from './presence';

/** Drag positions go out about 25 times a second: smooth for the others, within the server's presence budget. */
export const DRAG_THROTTLE_MS = 40;

/**
 * What this tab tells the others about itself (awareness): who, what is selected, where the
 * pointer is, what is being dragged, and whether the person is idle. Any input — pointer,
 * drag or typing — counts as activity; a minute of none marks them idle.
 */
export class LocalPresence {
  private idleTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly awareness: Awareness) {}

  set(p: Partial<Presence>): void {
    const current = (this.awareness.getLocalState() ?? {}) as Partial<Presence>;
    this.awareness.setLocalState({ ...current, ...p });
  }

  private active(extra: Partial<Presence> = {}): void {
    const state = this.awareness.getLocalState() as Partial<Presence> | null;
    if (state?.idle || Object.keys(extra).length > 0) this.set({ ...extra, idle: false });
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => this.set({ idle: true, pointer: null }), IDLE_AFTER_MS);
  }

  /** Pointer moves, throttled. */
  readonly movePointer = throttle((pointer: Presence['pointer']) => this.active({ pointer }), POINTER_THROTTLE_MS);

  /**
   * A drag in progress: the moved elements' offset and the pointer, so the others see the shapes
   * move with the pointer instead of jumping on release. Null ends it (sent at once).
   */
  private dragOpen = false;
  private readonly sendDrag = throttle((dragging: Presence['dragging'], pointer: Presence['pointer']) => {
    // a throttled call still due after the drag ended must not bring the drag back
    if (this.dragOpen) this.active({ dragging, ...(pointer ? { pointer } : {}) });
  }, DRAG_THROTTLE_MS);
  moveDrag(dragging: Presence['dragging'], pointer: Presence['pointer'] = null): void {
    this.dragOpen = dragging !== null;
    if (dragging) this.sendDrag(dragging, pointer);
    else this.active({ dragging: null });
  }

  /** Typing or another edit: not idle (without sending anything when already active). */
  readonly noteActivity = throttle(() => this.active(), 1000);

  destroy(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.awareness.setLocalState(null);
  }
}
