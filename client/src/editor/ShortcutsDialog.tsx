import { useTranslation } from 'react-i18next';
import { Dialog } from '../ui/Dialog';
import { ACTIONS, type Action } from './actions/actions';
import { LIGHTING_ACTIONS } from './actions/lighting-actions';
import { shortcutLabel } from './actions/shortcuts';

/** Every keyboard shortcut, read from the action registry so the list can never drift. */
export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const lamp = new Set<Action>(LIGHTING_ACTIONS);
  const keyed = ACTIONS.filter((a) => a.shortcuts && !a.id.startsWith('nudge:'));
  const row = (a: Action) => (
    <tr key={a.id}>
      <td>{t(a.label)}</td>
      <td>
        {a.shortcuts!.map((s) => (
          <kbd key={s}>{shortcutLabel(s)}</kbd>
        ))}
      </td>
    </tr>
  );
  return (
    <Dialog title={t('editor.shortcuts')} width={520} onClose={onClose} testId="shortcuts-dialog">
      <table className="shortcuts">
        <tbody>
          {keyed.filter((a) => !lamp.has(a)).map(row)}
          <tr>
            <td>{t('editor.nudge')}</td>
            <td>
              <kbd>← → ↑ ↓</kbd>
              <kbd>{shortcutLabel('Shift')} + ← → ↑ ↓</kbd>
            </td>
          </tr>
          <tr>
            <td>{t('editor.pan')}</td>
            <td>
              <kbd>Space + {t('editor.drag')}</kbd>
            </td>
          </tr>
          <tr>
            <td>
              {t('editor.copy')} / {t('editor.cut')} / {t('editor.paste')}
            </td>
            <td>
              <kbd>{shortcutLabel('Mod+C')}</kbd>
              <kbd>{shortcutLabel('Mod+X')}</kbd>
              <kbd>{shortcutLabel('Mod+V')}</kbd>
            </td>
          </tr>
        </tbody>
        {/* the lamp commands in a group of their own, as in the toolbar's 照明 menu */}
        <tbody data-testid="shortcuts-lighting">
          <tr>
            <th colSpan={2} scope="colgroup">
              {t('lighting.lightingUi.insert.menu')}
            </th>
          </tr>
          {keyed.filter((a) => lamp.has(a)).map(row)}
        </tbody>
      </table>
    </Dialog>
  );
}
