import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Awareness } from 'y-protocols/awareness';
import * as Y from 'yjs';
import { LocalPresence } from './local-presence';
import { IDLE_AFTER_MS } from './presence';

/* Issue 22 point 5: typing counts as activity (idle reset only on pointer moves before). */
describe('local presence', () => {
  let awareness: Awareness;
  let presence: LocalPresence;
  const state = () => awareness.getLocalState() as { idle?: boolean; dragging?: unknown; pointer?: unknown };
  beforeEach(() => {
    vi.useFakeTimers();
    awareness = new Awareness(new Y.Doc());
    presence = new LocalPresence(awareness);
    presence.set({ selection: [], pointer: null, dragging: null, idle: false });
  });
  afterEach(() => {
    presence.destroy();
    awareness.destroy();
    vi.useRealTimers();
  });

  it('typing keeps a person active, and a minute of nothing marks them idle', () => {
    presence.noteActivity();
    vi.advanceTimersByTime(IDLE_AFTER_MS - 1000);
    presence.noteActivity(); // typing: not a pointer move
    vi.advanceTimersByTime(IDLE_AFTER_MS - 1000);
    expect(state().idle).toBe(false);
    vi.advanceTimersByTime(2000);
    expect(state().idle).toBe(true);
    presence.noteActivity();
    expect(state().idle).toBe(false);
  });

  it('sends a drag as it goes, and its end at once; a late throttled move never brings it back', () => {
    const drag = { page: 'p1', ids: ['e1'], dx: 10, dy: 0 };
    presence.moveDrag(drag, { page: 'p1', x: 5, y: 5 });
    expect(state().dragging).toEqual(drag);
    presence.moveDrag({ ...drag, dx: 20 });
    presence.moveDrag(null);
    expect(state().dragging).toBeNull();
    vi.advanceTimersByTime(1000);
    expect(state().dragging).toBeNull();
  });
});
