import { useTranslation } from 'react-i18next';
import type { ElementJSON } from '../../../../shared/src/schema/types';
import { useScreen } from '../../ui/screen';
import { cancelDrawing, completeDrawing, removeDrawnPoint } from '../draw/draw-mode';
import { finishProblem } from '../draw/drawing';
import type { Editor } from '../editor';
import { lightingName } from '../lighting-names';
import { useEditorState } from '../usePage';

/**
 * What to do while drawing, in words, over the canvas; and the buttons a phone needs, which
 * has no Enter, double-click or Esc (a mouse may use them too).
 */
export function DrawHint({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  useEditorState(editor);
  const { touch } = useScreen();
  const session = editor.drawing;
  if (!session) return null;
  const { template, drawing, problem } = session;
  const tr = t as (key: string, options?: Record<string, unknown>) => string;
  // a lamp's number is given as it is written, so it is named by its type alone here
  const what = template.tag === 'lamp-point' ? tr(`lighting.lampType.${String(template.type)}`) : lightingName({ ...template, id: '' } as ElementJSON, [], tr, (w) => w.join('、'));
  const hint = touch ? 'hintTouch' : drawing.shape === 'polygon' ? 'hintPolygon' : 'hintLine';
  return (
    <div className="draw-hint" data-testid="draw-hint" role="group" aria-label={t('lighting.lightingUi.draw.title', { what })}>
      <div className="draw-hint-words">
        <strong>{t('lighting.lightingUi.draw.title', { what })}</strong>
        <span>{t(`lighting.lightingUi.draw.${hint}`)}</span>
        <span role="status" className="draw-hint-count">
          {drawing.points.length > 0 ? t('lighting.lightingUi.draw.count', { n: drawing.points.length }) : ''}
        </span>
        {problem && <span role="alert" className="draw-hint-problem">{t(`lighting.lightingUi.draw.${problem}`)}</span>}
      </div>
      <div className="draw-hint-buttons">
        <button type="button" disabled={drawing.points.length === 0} onClick={() => removeDrawnPoint(editor)}>
          {t('lighting.lightingUi.draw.undoPoint')}
        </button>
        <button type="button" onClick={() => cancelDrawing(editor)}>
          {t('lighting.lightingUi.draw.cancel')}
        </button>
        {/* not greyed out when it cannot finish yet: a press says why, in words */}
        <button type="button" className="primary" aria-disabled={finishProblem(drawing) !== null} onClick={() => completeDrawing(editor)}>
          {t('lighting.lightingUi.draw.finish')}
        </button>
      </div>
    </div>
  );
}
