import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Group, Label, Line, Rect, Tag, Text } from '../../render/konva';
import { checkSpace, type SpaceFields } from '../../../../shared/src/lighting/space-compliance';
import type { ElementJSON } from '../../../../shared/src/schema/types';
import { useDocDataContext } from '../../documents/doc-data';
import type { RenderProps } from '../registry';
import { openSpaceFigures, useDesignChecks } from './design-checks';
import { VERDICT_COLOURS } from './space-text';
import { spaceTitle } from './space-title';

const NO_ITEMS: readonly ElementJSON[] = [];
/** the outline and title a client sees: no colour that reads as a verdict */
const PLAIN = '#5c5f66';
/** the badge stays legible on a plan seen whole (about 48 % on a laptop) */
export const badgeFont = (w: number, h: number) => Math.max(18, Math.round(Math.min(w, h) / 16));

const outlineOf = (s: ElementJSON & SpaceFields, colour: string) => {
  const outline = { stroke: colour, strokeWidth: 2, dash: [10, 6], strokeScaleEnabled: false, fill: 'rgba(255,255,255,0.01)', perfectDrawEnabled: false, listening: false };
  const polygon = s.shape === 'polygon' && Array.isArray(s.points) && s.points.length >= 6;
  return polygon ? <Line points={s.points} closed {...outline} /> : <Rect width={s.width} height={s.height} {...outline} />;
};

/**
 * A room outline with its compliance badge (issue 16): the badge's colour and word are the
 * overall verdict; hovering it (or tapping it on a touch screen) opens the figures behind it,
 * which the editor draws above every element (SpaceFigures). Drawn for a client (the viewer,
 * play, exports) it is the outline and the room's title, without the verdict.
 */
export function SpaceRender(props: RenderProps) {
  return useDesignChecks() ? <CheckedSpace {...props} /> : <PlainSpace {...props} />;
}

function PlainSpace({ el }: RenderProps) {
  const { t, i18n } = useTranslation();
  const s = el as ElementJSON & SpaceFields;
  return (
    <>
      {outlineOf(s, PLAIN)}
      <Text x={6} y={6} text={spaceTitle(s, t, i18n.language)} fontSize={badgeFont(el.width, el.height)} fontStyle="bold" fill={PLAIN} padding={6} listening={false} name="space-title" />
    </>
  );
}

function CheckedSpace({ el, page }: RenderProps) {
  const { t, i18n } = useTranslation();
  const s = el as ElementJSON & SpaceFields;
  const items = page ?? NO_ITEMS;
  const { lines } = useDocDataContext();
  const check = useMemo(() => checkSpace(s, items, lines), [s, items, lines]);
  const colour = VERDICT_COLOURS[check.verdict];
  const title = spaceTitle(s, t, i18n.language);
  return (
    <>
      {outlineOf(s, colour)}
      <Group
        x={6}
        y={6}
        name="space-badge"
        onMouseEnter={() => openSpaceFigures.show(el.id)}
        onMouseLeave={() => openSpaceFigures.hide(el.id)}
        onTap={() => openSpaceFigures.toggle(el.id)}
      >
        <Label>
          <Tag fill={colour} cornerRadius={4} />
          <Text text={`${title}  ${t(`spaceCheck.badge.${check.verdict}`)}`} fontSize={badgeFont(el.width, el.height)} fontStyle="bold" fill="#ffffff" padding={6} />
        </Label>
      </Group>
    </>
  );
}
