import { useMemo, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Rect, Text } from '../../render/konva';
import type { DocStyle } from '../../../../shared/src/documents/doc-settings';
import { useDocDataContext } from '../../documents/doc-data';
import { DEFAULT_FONT_FAMILY } from '../../richtext/typography';
import type { RenderProps } from '../registry';
import { DASH } from '../shape/ShapeRender';
import { specContent } from './spec-content';
import type { StyleProps } from './spec-parts';
import { SpecDefault, SpecT1 } from './styles-classic';
import { SpecT2, SpecT3, SpecT4 } from './styles-bold';

const STYLES: Record<DocStyle, ComponentType<StyleProps>> = { default: SpecDefault, t1: SpecT1, t2: SpecT2, t3: SpecT3, t4: SpecT4 };

/**
 * One product's spec sheet (spec 001 §2): title block, pictures, small pictures, description,
 * parameter groups and remarks, in one of five styles. A product no longer among the
 * document's lines leaves a placeholder saying so rather than an empty box.
 */
export function ProductSpecRender({ el }: RenderProps) {
  const { t } = useTranslation();
  const { lines } = useDocDataContext();
  const uuid = typeof el.uuid === 'string' ? el.uuid : '';
  const line = lines.find((l) => l.uuid === uuid);
  const fs = typeof el.fontSize === 'number' ? el.fontSize : 18;
  const style = (typeof el.style === 'string' && el.style in STYLES ? el.style : 'default') as DocStyle;
  const tr = t as unknown as (key: string, params?: Record<string, unknown>) => string;
  const content = useMemo(() => (line ? specContent(line, tr) : null), [line, tr]);
  if (!content) {
    return (
      <>
        <Rect width={el.width} height={el.height} fill="#fff5f5" stroke="#e03131" strokeWidth={1.5} dash={DASH} cornerRadius={8} listening={false} />
        <Text width={el.width} height={el.height} padding={fs} text={t('docElements.spec.removed')} align="center" verticalAlign="middle" fontSize={fs} fontFamily={DEFAULT_FONT_FAMILY} fill="#c92a2a" listening={false} />
      </>
    );
  }
  const Style = STYLES[style];
  const w = (key: keyof StyleProps['words']) => t(`docElements.spec.${key}`);
  const words = { no: w('no'), code: w('code'), name: w('name'), description: w('description'), params: w('params'), remark: w('remark'), pictures: w('pictures'), noPicture: w('noPicture') };
  return <Style c={content} w={el.width} h={el.height} fs={fs} words={words} />;
}
