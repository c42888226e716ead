// The one door to react-konva. Its package entry loads all of Konva: twenty-odd filters, text
// on a path, sprites, stars and the transformer, none of which a page needs to be drawn. A
// client opening a shared deck on a phone pays for every byte it evaluates (issue 23), so the
// renderer takes Konva's core and registers only the shapes LightKit draws. Import components
// from here, never from 'react-konva' or 'konva' (eslint.config.js refuses those); the editor's
// transformer is registered where the editor needs it (editor/canvas/konva-transformer.ts).
import 'konva/lib/shapes/Arrow';
import 'konva/lib/shapes/Circle';
import 'konva/lib/shapes/Ellipse';
import 'konva/lib/shapes/Image';
import 'konva/lib/shapes/Label';
import 'konva/lib/shapes/Line';
import 'konva/lib/shapes/Rect';
import 'konva/lib/shapes/Text';
import 'konva/lib/shapes/Wedge';

export { default as Konva } from 'konva/lib/Core';
export { Arrow, Circle, Ellipse, Group, Image, Label, Layer, Line, Rect, Shape, Stage, Tag, Text, Wedge } from 'react-konva/lib/ReactKonvaCore';
