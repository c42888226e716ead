import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Group, Label, Tag, Text } from '../../render/konva';
import type { DocLine } from '../../../../shared/src/documents/doc-lines';
import { checkSpace, type SpaceFields } from '../../../../shared/src/lighting/space-compliance';
import type { ElementJSON } from '../../../../shared/src/schema/types';
import { useOpenSpaceFigures } from './design-checks';
import { badgeFont } from './SpaceRender';
import { checkText, VERDICT_COLOURS } from './space-text';

/**
 * The open space's figures (its badge hovered or tapped), drawn by the editor in a layer above
 * every element so the lamps placed in the room do not cover them. Placed in the space's own box
 * (its rotation too), under the badge.
 */
export function SpaceFigures({ items, lines }: { items: readonly ElementJSON[]; lines: readonly DocLine[] }) {
  const { t } = useTranslation();
  const id = useOpenSpaceFigures();
  const el = id === null ? undefined : items.find((e) => e.id === id && e.tag === 'space');
  const check = useMemo(() => (el ? checkSpace(el as ElementJSON & SpaceFields, items, lines) : null), [el, items, lines]);
  if (!el || !check) return null;
  const fs = badgeFont(el.width, el.height);
  const colour = VERDICT_COLOURS[check.verdict];
  return (
    <Group x={el.left + el.width / 2} y={el.top + el.height / 2} offsetX={el.width / 2} offsetY={el.height / 2} rotation={el.rotate ?? 0} listening={false} name="space-figures">
      <Label x={6} y={fs + 22}>
        <Tag fill="#ffffff" stroke={colour} strokeWidth={1} cornerRadius={4} shadowColor="#000" shadowOpacity={0.2} shadowBlur={6} />
        <Text text={checkText(check, t).join('\n')} width={Math.max(160, el.width - 12)} wrap="word" fontSize={Math.round(fs * 0.8)} lineHeight={1.4} fill="#1f2430" padding={8} />
      </Label>
    </Group>
  );
}
