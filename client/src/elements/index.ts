import { defineElementKind } from './registry';
import { TextRender } from './text/TextRender';
import { ShapeRender } from './shape/ShapeRender';
import { ImageRender } from './image/ImageRender';
import { ShapeInspector } from './shape/ShapeInspector';
import { TextInspector } from './text/TextInspector';
import { ImageInspector } from './image/ImageInspector';

// Every element kind, registered once. Adding a kind is one folder and one line here.
defineElementKind({ tag: 'text', Render: TextRender, Inspector: TextInspector, editsInPlace: true });
defineElementKind({ tag: 'shape', Render: ShapeRender, Inspector: ShapeInspector });
defineElementKind({ tag: 'image', Render: ImageRender, Inspector: ImageInspector, keepRatio: true, crops: true });

export { kindOf } from './registry';
