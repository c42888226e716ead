import { useTranslation } from 'react-i18next';
import { ContextMenu, type MenuItem } from '../ui/ContextMenu';
import { actionById, type ActionContext } from './actions/actions';
import { lightingMenuIds } from './actions/lighting-actions';
import { shortcutLabel } from './actions/shortcuts';
import { productListMenuItems } from './products/list-menu';
import { usePageJSON } from './usePage';

/** The right-click menu's commands, all from the action registry (one label, one rule each). */
const ITEMS = ['duplicate', 'delete', 'lock', 'forward', 'front', 'backward', 'back', 'alignLeft', 'alignHcenter', 'alignRight', 'alignTop', 'alignVcenter', 'alignBottom', 'distributeX', 'distributeY', 'selectAll'];

/**
 * The canvas context menu. Copy and cut go through the browser's own copy command, so they
 * land on the system clipboard exactly like Ctrl+C (and paste across documents).
 */
export function ElementMenu({ x, y, ctx, onClose, onOpenProducts }: { x: number; y: number; ctx: ActionContext; onClose: () => void; onOpenProducts?: () => void }) {
  const { t } = useTranslation();
  const { editor } = ctx;
  const page = usePageJSON(editor.doc, editor.pageId);
  const selected = editor.selection.length > 0 && !editor.readOnly;
  const clip = (command: 'copy' | 'cut'): MenuItem => ({
    label: `${t(`editor.${command}`)}  ${shortcutLabel(command === 'copy' ? 'Mod+C' : 'Mod+X')}`,
    disabled: !selected,
    onSelect: () => document.execCommand(command),
  });
  const items: MenuItem[] = [clip('copy'), clip('cut')];
  // the lamp commands show only where they apply (a lamp, a room or a line selected)
  for (const id of [...ITEMS, ...lightingMenuIds(ctx)]) {
    const a = actionById(id);
    const label = id === 'lock' && editor.allLocked() ? t('editor.unlock') : t(a.label);
    items.push({
      label: a.shortcuts ? `${label}  ${shortcutLabel(a.shortcuts[0]!)}` : label,
      disabled: a.enabled?.(ctx) === false,
      danger: id === 'delete',
      onSelect: () => a.perform(ctx),
    });
  }
  // a product list adds its product commands (spec 001 §4) before the general ones
  const chosen = page?.items.filter((el) => editor.selection.includes(el.id)) ?? [];
  const listItems = productListMenuItems(editor, chosen, { x, y }, t, { openSelected: () => onOpenProducts?.() });
  return <ContextMenu x={x} y={y} items={[...listItems, ...items]} onClose={onClose} />;
}
