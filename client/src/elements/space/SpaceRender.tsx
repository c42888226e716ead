import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Group, Label, Line, Rect, Tag, Text } from '../../render/konva';
import { checkSpace, type SpaceFields } from '../../../../shared/src/lighting/space-compliance';
import type { ElementJSON } from '../../../../shared/src/schema/types';
import { useDocDataContext } from '../../documents/doc-data';
import type { RenderProps } from '../registry';
import { checkText, VERDICT_COLOURS } from './space-text';
import { spaceTitle } from './space-title';

const NO_ITEMS: readonly ElementJSON[] = [];
/** the badge stays legible on a plan seen whole (about 48 % on a laptop) */
const badgeFont = (w: number, h: number) => Math.max(18, Math.round(Math.min(w, h) / 16));

/**
 * A room outline with its compliance badge (issue 16): the badge's colour and word are the
 * overall verdict; hovering it (or tapping it on a touch screen) shows the figures behind it.
 */
export function SpaceRender({ el, page }: RenderProps) {
  const { t, i18n } = useTranslation();
  const s = el as ElementJSON & SpaceFields;
  const items = page ?? NO_ITEMS;
  const { lines } = useDocDataContext();
  const check = useMemo(() => checkSpace(s, items, lines), [s, items, lines]);
  const [open, setOpen] = useState(false);
  const colour = VERDICT_COLOURS[check.verdict];
  const outline = { stroke: colour, strokeWidth: 2, dash: [10, 6], strokeScaleEnabled: false, fill: 'rgba(255,255,255,0.01)', perfectDrawEnabled: false, listening: false };
  const polygon = s.shape === 'polygon' && Array.isArray(s.points) && s.points.length >= 6;
  const title = spaceTitle(s, t, i18n.language);
  const popover = open ? checkText(check, t).join('\n') : '';
  const fs = badgeFont(el.width, el.height);
  return (
    <>
      {polygon ? <Line points={s.points} closed {...outline} /> : <Rect width={el.width} height={el.height} {...outline} />}
      <Group
        x={6}
        y={6}
        name="space-badge"
        onMouseEnter={() => setOpen(true)}
        onMouseLeave={() => setOpen(false)}
        onTap={() => setOpen((o) => !o)}
      >
        <Label>
          <Tag fill={colour} cornerRadius={4} />
          <Text text={`${title}  ${t(`spaceCheck.badge.${check.verdict}`)}`} fontSize={fs} fontStyle="bold" fill="#ffffff" padding={6} />
        </Label>
      </Group>
      {open && (
        <Label x={6} y={fs + 22} listening={false}>
          <Tag fill="#ffffff" stroke={colour} strokeWidth={1} cornerRadius={4} shadowColor="#000" shadowOpacity={0.2} shadowBlur={6} />
          {/* as wide as the room, so the selection frame does not grow while the figures show */}
          <Text text={popover} width={Math.max(160, el.width - 12)} wrap="word" fontSize={Math.round(fs * 0.8)} lineHeight={1.4} fill="#1f2430" padding={8} />
        </Label>
      )}
    </>
  );
}
