import './drawn';
import { extendElementKind } from './registry';
import { TextEdit } from './text/TextEdit';
import { ShapeInspector } from './shape/ShapeInspector';
import { TextInspector } from './text/TextInspector';
import { ImageInspector } from './image/ImageInspector';
import { InputEdit } from './input/InputEdit';
import { InputInspector } from './input/InputInspector';
import { ImageGroupInspector } from './imagegroup/ImageGroupInspector';
import { TableEdit } from './table/TableEdit';
import { TableInspector } from './table/TableInspector';
import './lighting-editing';
import { GatewayTableInspector } from './gateway-table/GatewayTableInspector';
import { GlareInspector } from './glare/GlareInspector';
import { LitAreaInspector } from './lit-area/LitAreaInspector';
import { IllCctInspector } from './ill-cct/IllCctInspector';
import { VisionInspector } from './vision/VisionInspector';
import { PlanningTableEdit } from './planning-table/PlanningTableEdit';
import { PlanningTableInspector } from './planning-table/PlanningTableInspector';
import { ProductListInspector } from '../editor/products/ProductListInspector';

// Every element kind, registered once: how it draws in drawn.ts, how it is edited here. Adding
// a kind is one folder, one line in drawn.ts and one here.
extendElementKind('text', { Edit: TextEdit, Inspector: TextInspector });
extendElementKind('shape', { Inspector: ShapeInspector });
extendElementKind('image', { Inspector: ImageInspector });
extendElementKind('input', { Edit: InputEdit, Inspector: InputInspector });
extendElementKind('imagegroup', { Inspector: ImageGroupInspector });
extendElementKind('table', { Edit: TableEdit, Inspector: TableInspector });
extendElementKind('gateway-table', { Inspector: GatewayTableInspector });
extendElementKind('glare', { Inspector: GlareInspector });
extendElementKind('lit-area', { Inspector: LitAreaInspector });
extendElementKind('lit-ill-cct', { Inspector: IllCctInspector });
extendElementKind('lit-vision', { Inspector: VisionInspector });
const planningTable = { Edit: PlanningTableEdit, Inspector: PlanningTableInspector };
extendElementKind('space-user-habit', planningTable);
extendElementKind('space-rhythm', planningTable);
extendElementKind('space-device', planningTable);
extendElementKind('project-base', planningTable);
extendElementKind('space-activity', planningTable);
extendElementKind('space-special-activity', planningTable);
extendElementKind('space-ldk', planningTable);
extendElementKind('lit-scene', planningTable);
extendElementKind('productlist', { Inspector: ProductListInspector });

export { kindOf } from './registry';
