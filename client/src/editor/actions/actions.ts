import type { MessageKey } from '../../../../shared/src/i18n';
import type { Editor } from '../editor';
import { stepZoom } from '../geometry/zoom';
import { kindOf } from '../../elements';
import { LIGHTING_ACTIONS } from './lighting-actions';

export interface ActionContext {
  editor: Editor;
  page: { width: number; height: number };
  play: () => void;
  showShortcuts: () => void;
}

export interface Action {
  id: string;
  label: MessageKey;
  shortcuts?: string[];
  perform: (ctx: ActionContext) => void;
  /** false greys the menu entry and ignores the shortcut */
  enabled?: (ctx: ActionContext) => boolean;
}

/** Does this element's kind have an in-place editor (text, input item, table)? */
const editsInPlace = (editor: ActionContext['editor'], id: string) => {
  const tag = editor.element(id)?.get('tag');
  return typeof tag === 'string' && kindOf(tag)?.Edit !== undefined;
};
const hasSelection = ({ editor }: ActionContext) => editor.selection.length > 0 && !editor.readOnly;
const several = (n: number) => ({ editor }: ActionContext) => editor.selection.length >= n && !editor.readOnly;
const writable = ({ editor }: ActionContext) => !editor.readOnly;
const currentZoom = (ctx: ActionContext) => ctx.editor.scale(ctx.page);

const nudge = (dx: number, dy: number, keys: string[]): Action => ({
  id: `nudge:${dx},${dy}`,
  label: 'editor.geometry',
  shortcuts: keys,
  perform: ({ editor }) => editor.moveBy(dx, dy),
  enabled: hasSelection,
});

/**
 * Every editor command, once: the toolbar, the context menu and the keyboard all read this
 * list, so a command has one label, one shortcut and one rule for when it applies.
 */
export const ACTIONS: Action[] = [
  { id: 'undo', label: 'editor.undo', shortcuts: ['Mod+Z'], perform: ({ editor }) => editor.undo.undo(), enabled: ({ editor }) => editor.undo.canUndo() && !editor.readOnly },
  { id: 'redo', label: 'editor.redo', shortcuts: ['Mod+Shift+Z', 'Mod+Y'], perform: ({ editor }) => editor.undo.redo(), enabled: ({ editor }) => editor.undo.canRedo() && !editor.readOnly },
  { id: 'duplicate', label: 'editor.duplicate', shortcuts: ['Mod+D'], perform: ({ editor }) => editor.duplicate(), enabled: hasSelection },
  { id: 'delete', label: 'editor.delete', shortcuts: ['Delete', 'Backspace'], perform: ({ editor }) => editor.remove(), enabled: hasSelection },
  { id: 'selectAll', label: 'editor.selectAll', shortcuts: ['Mod+A'], perform: ({ editor }) => editor.selectAll(), enabled: writable },
  { id: 'editText', label: 'editor.editText', shortcuts: ['Enter'], perform: ({ editor }) => editor.setEditing(editor.selection[0] ?? null), enabled: ({ editor }) => editor.selection.length === 1 && editsInPlace(editor, editor.selection[0]!) && !editor.readOnly },
  { id: 'lock', label: 'editor.lock', shortcuts: ['Mod+L'], perform: ({ editor }) => editor.setLock(!editor.allLocked()), enabled: hasSelection },
  { id: 'forward', label: 'editor.forward', shortcuts: ['Mod+]'], perform: ({ editor }) => editor.layer('forward'), enabled: hasSelection },
  { id: 'front', label: 'editor.front', shortcuts: ['Mod+Shift+]', 'Mod+Shift+}'], perform: ({ editor }) => editor.layer('front'), enabled: hasSelection },
  { id: 'backward', label: 'editor.backward', shortcuts: ['Mod+['], perform: ({ editor }) => editor.layer('backward'), enabled: hasSelection },
  { id: 'back', label: 'editor.back', shortcuts: ['Mod+Shift+[', 'Mod+Shift+{'], perform: ({ editor }) => editor.layer('back'), enabled: hasSelection },
  { id: 'alignLeft', label: 'editor.alignLeft', perform: (c) => c.editor.align('left', c.page), enabled: hasSelection },
  { id: 'alignHcenter', label: 'editor.alignHcenter', perform: (c) => c.editor.align('hcenter', c.page), enabled: hasSelection },
  { id: 'alignRight', label: 'editor.alignRight', perform: (c) => c.editor.align('right', c.page), enabled: hasSelection },
  { id: 'alignTop', label: 'editor.alignTop', perform: (c) => c.editor.align('top', c.page), enabled: hasSelection },
  { id: 'alignVcenter', label: 'editor.alignVcenter', perform: (c) => c.editor.align('vcenter', c.page), enabled: hasSelection },
  { id: 'alignBottom', label: 'editor.alignBottom', perform: (c) => c.editor.align('bottom', c.page), enabled: hasSelection },
  { id: 'distributeX', label: 'editor.distributeX', perform: (c) => c.editor.distribute('x'), enabled: several(3) },
  { id: 'distributeY', label: 'editor.distributeY', perform: (c) => c.editor.distribute('y'), enabled: several(3) },
  { id: 'zoomIn', label: 'editor.zoomIn', shortcuts: ['Mod+=', 'Mod++'], perform: (c) => c.editor.setZoom(stepZoom(currentZoom(c), 1)) },
  { id: 'zoomOut', label: 'editor.zoomOut', shortcuts: ['Mod+-'], perform: (c) => c.editor.setZoom(stepZoom(currentZoom(c), -1)) },
  { id: 'fitPage', label: 'editor.fitPage', shortcuts: ['Mod+0'], perform: ({ editor }) => editor.setZoom('page') },
  { id: 'fitWidth', label: 'editor.fitWidth', perform: ({ editor }) => editor.setZoom('width') },
  { id: 'fitHeight', label: 'editor.fitHeight', perform: ({ editor }) => editor.setZoom('height') },
  { id: 'actualSize', label: 'editor.actualSize', shortcuts: ['Mod+1'], perform: ({ editor }) => editor.setZoom(1) },
  { id: 'escape', label: 'common.cancel', shortcuts: ['Escape'], perform: ({ editor }) => (editor.cropping ? editor.setCropping(null) : editor.select([])) },
  { id: 'shortcuts', label: 'editor.shortcuts', shortcuts: ['Shift+?'], perform: (c) => c.showShortcuts() },
  { id: 'play', label: 'editor.play', shortcuts: ['F5'], perform: (c) => c.play() },
  nudge(-1, 0, ['ArrowLeft']),
  nudge(1, 0, ['ArrowRight']),
  nudge(0, -1, ['ArrowUp']),
  nudge(0, 1, ['ArrowDown']),
  nudge(-10, 0, ['Shift+ArrowLeft']),
  nudge(10, 0, ['Shift+ArrowRight']),
  nudge(0, -10, ['Shift+ArrowUp']),
  nudge(0, 10, ['Shift+ArrowDown']),
  ...LIGHTING_ACTIONS,
];

export const actionById = (id: string): Action => ACTIONS.find((a) => a.id === id)!;
