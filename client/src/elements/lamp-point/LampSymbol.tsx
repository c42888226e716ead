import { Group, Path } from 'react-konva';
import type { LampType } from '../../../../shared/src/schema/elements/lighting';
import { LAMP_SYMBOLS, SYMBOL_BOX } from './symbols';

/** A lamp type's symbol, `size` px square, centred on (x, y). Also the lamp legend's swatch. */
export function LampSymbol({ type, color, size, x, y }: { type: LampType; color: string; size: number; x: number; y: number }) {
  const parts = LAMP_SYMBOLS[type] ?? LAMP_SYMBOLS.downlight;
  const k = size / SYMBOL_BOX;
  return (
    <Group x={x - size / 2} y={y - size / 2} scaleX={k} scaleY={k} listening={false}>
      {parts.map((p, i) =>
        p.fill ? (
          <Path key={i} data={p.d} fill={color} perfectDrawEnabled={false} listening={false} />
        ) : (
          <Path key={i} data={p.d} stroke={color} strokeWidth={2} lineCap="round" lineJoin="round" perfectDrawEnabled={false} listening={false} />
        ),
      )}
    </Group>
  );
}
