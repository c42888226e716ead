import { Group, Label, Rect, Tag, Text } from '../../render/konva';
import type { PageJSON } from '../../../../shared/src/schema/types';
import type { Presence } from '../../sync/presence';

/**
 * Others' selections on this page, outlined in their colour with their name, on the overlay
 * layer (never hit-tested), sized to stay readable at any zoom.
 */
export function RemotePresence({ page, others, scale }: { page: PageJSON; others: [number, Presence][]; scale: number }) {
  const k = 1 / scale;
  return (
    <>
      {others.flatMap(([client, p]) =>
        (p.selection ?? [])
          .map((id) => page.items.find((el) => el.id === id))
          .filter((el) => el !== undefined)
          .map((el) => (
            <Group key={`${client}:${el.id}`} x={el.left + el.width / 2} y={el.top + el.height / 2} offsetX={el.width / 2} offsetY={el.height / 2} rotation={el.rotate ?? 0}>
              <Rect width={el.width} height={el.height} stroke={p.user.color} strokeWidth={2 * k} dash={[6 * k, 3 * k]} />
              <Label y={-22 * k} name="remote-selection">
                <Tag fill={p.user.color} cornerRadius={3 * k} />
                <Text text={p.user.name} fill="#fff" fontSize={12 * k} padding={4 * k} />
              </Label>
            </Group>
          )),
      )}
    </>
  );
}

/** Others' pointers, as DOM over the canvas: crisp names at any zoom, and readable by tests. */
export function RemotePointers({ pageId, others, scale, ox, oy }: { pageId: string; others: [number, Presence][]; scale: number; ox: number; oy: number }) {
  return (
    <>
      {others
        .filter(([, p]) => p.pointer?.page === pageId && !p.idle)
        .map(([client, p]) => (
          <div key={client} className="remote-pointer" style={{ left: ox + p.pointer!.x * scale, top: oy + p.pointer!.y * scale, color: p.user.color }} data-testid="remote-pointer">
            <svg width="20" height="20" viewBox="0 0 16 16" aria-hidden="true">
              <path d="M1 1l5 14 2-6 6-2z" fill="currentColor" stroke="#fff" strokeWidth="1" />
            </svg>
            <span style={{ background: p.user.color }}>{p.user.name}</span>
          </div>
        ))}
    </>
  );
}
