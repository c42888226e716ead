import { useEffect } from 'react';
import type { ActionContext } from '../actions/actions';
import { ArrayDialog } from './ArrayDialog';
import { closeLightingDialog, useLightingDialog } from './dialog-state';
import { PlaceDialog } from './PlaceDialog';

/** Draws the lamp placement dialog the lamp commands opened, if any (mounted once by the document page). */
export function LightingDialogs({ ctx }: { ctx: ActionContext }) {
  const dialog = useLightingDialog();
  // a dialog left open must not reappear over the next document opened
  useEffect(() => closeLightingDialog, []);
  if (!dialog || ctx.editor.readOnly) return null;
  if (dialog.kind === 'array') return <ArrayDialog editor={ctx.editor} onClose={closeLightingDialog} />;
  return <PlaceDialog key={dialog.target} editor={ctx.editor} target={dialog.target} mode={dialog.kind} page={ctx.page} onClose={closeLightingDialog} />;
}
