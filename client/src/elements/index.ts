import { defineElementKind } from './registry';
import { TextRender } from './text/TextRender';
import { TextEdit } from './text/TextEdit';
import { ShapeRender } from './shape/ShapeRender';
import { ImageRender } from './image/ImageRender';
import { ShapeInspector } from './shape/ShapeInspector';
import { TextInspector } from './text/TextInspector';
import { ImageInspector } from './image/ImageInspector';
import { InputEdit } from './input/InputEdit';
import { InputInspector } from './input/InputInspector';
import { InputRender } from './input/InputRender';
import { ImageGroupInspector } from './imagegroup/ImageGroupInspector';
import { ImageGroupRender } from './imagegroup/ImageGroupRender';
import { TableEdit } from './table/TableEdit';
import { TableInspector } from './table/TableInspector';
import { TableRender } from './table/TableRender';

// Every element kind, registered once. Adding a kind is one folder and one line here.
defineElementKind({ tag: 'text', Render: TextRender, Edit: TextEdit, Inspector: TextInspector });
defineElementKind({ tag: 'shape', Render: ShapeRender, Inspector: ShapeInspector });
defineElementKind({ tag: 'image', Render: ImageRender, Inspector: ImageInspector, keepRatio: true, crops: true });

defineElementKind({ tag: 'input', Render: InputRender, Edit: InputEdit, Inspector: InputInspector });
defineElementKind({ tag: 'imagegroup', Render: ImageGroupRender, Inspector: ImageGroupInspector });
defineElementKind({ tag: 'table', Render: TableRender, Edit: TableEdit, Inspector: TableInspector });

export { kindOf } from './registry';
