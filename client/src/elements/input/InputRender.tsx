import { Text } from '../../render/konva';
import type { InputFields } from '../../../../shared/src/schema/elements/kinds';
import { DEFAULT_FONT_FAMILY } from '../../richtext/typography';
import type { RenderProps } from '../registry';

/** The field's text, or its placeholder in grey when empty. */
export function InputRender({ el }: RenderProps) {
  const f = el as typeof el & InputFields;
  const empty = !f.value;
  return (
    <Text
      text={empty ? f.placeholder : f.value}
      width={el.width}
      height={el.height}
      fontSize={f.fontSize}
      fontFamily={DEFAULT_FONT_FAMILY}
      fill={empty ? '#adb5bd' : f.color}
      align={f.align}
      verticalAlign="middle"
      wrap="none"
      ellipsis
      listening={false}
    />
  );
}
