// The transformer (resize and rotate handles) is the editor's alone: registered here, so the
// shared viewer and the play screen, which draw pages through render/konva.ts, never load it.
import 'konva/lib/shapes/Transformer';

export { Transformer } from 'react-konva/lib/ReactKonvaCore';
