import { defineElementKind } from './registry';
import { ImageGroupRender } from './imagegroup/ImageGroupRender';
import { ImageRender } from './image/ImageRender';
import { InputRender } from './input/InputRender';
import { ShapeRender } from './shape/ShapeRender';
import { TableRender } from './table/TableRender';
import { TextRender } from './text/TextRender';
import { ActivityLineRender } from './activity-line/ActivityLineRender';
import { ActivityRangeRender } from './activity-range/ActivityRangeRender';
import { LampPointRender } from './lamp-point/LampPointRender';
import { LampSpotRender } from './lamp-spot/LampSpotRender';
import { LegendRender } from './legend/LegendRender';
import { GatewayTableRender } from './gateway-table/GatewayTableRender';
import { RangeRender } from './range/RangeRender';
import { GlareRender } from './glare/GlareRender';
import { LitAreaRender } from './lit-area/LitAreaRender';
import { IllCctRender } from './ill-cct/IllCctRender';
import { VisionRender } from './vision/VisionRender';
import { PlanningTableRender } from './planning-table/PlanningTableRender';
import { ProductListRender } from './product-list/ProductListRender';
import { ProductSpecRender } from './product-spec/ProductSpecRender';
import { DocTableRender } from './doc-table/DocTableRender';
import { SpaceRender } from './space/SpaceRender';

// How every kind draws, and nothing of how it is edited: a page drawn read-only (the shared
// viewer, play, covers, export) needs only this, and so does not load the in-place editors
// (Tiptap and ProseMirror, about as much code again as Konva). index.ts adds the editing parts.
defineElementKind({ tag: 'text', Render: TextRender });
defineElementKind({ tag: 'shape', Render: ShapeRender });
defineElementKind({ tag: 'image', Render: ImageRender, keepRatio: true, crops: true });
defineElementKind({ tag: 'input', Render: InputRender });
defineElementKind({ tag: 'imagegroup', Render: ImageGroupRender });
defineElementKind({ tag: 'table', Render: TableRender });
defineElementKind({ tag: 'lamp-point', Render: LampPointRender });
defineElementKind({ tag: 'lamp-spot', Render: LampSpotRender });
defineElementKind({ tag: 'ill-range', Render: RangeRender });
defineElementKind({ tag: 'cct-range', Render: RangeRender });
defineElementKind({ tag: 'activity-line', Render: ActivityLineRender });
defineElementKind({ tag: 'activity-range', Render: ActivityRangeRender });
defineElementKind({ tag: 'legend', Render: LegendRender, drawsPage: true });
// a room checked live against GB 50034-2013 from the lamps on its page (issue 16)
defineElementKind({ tag: 'space', Render: SpaceRender, drawsPage: true });
defineElementKind({ tag: 'gateway-table', Render: GatewayTableRender });
defineElementKind({ tag: 'glare', Render: GlareRender });
defineElementKind({ tag: 'lit-area', Render: LitAreaRender });
defineElementKind({ tag: 'lit-ill-cct', Render: IllCctRender });
defineElementKind({ tag: 'lit-vision', Render: VisionRender });
// the planning tables: one definition each in shared/src/planning/tables/, one drawing for all
defineElementKind({ tag: 'space-user-habit', Render: PlanningTableRender });
defineElementKind({ tag: 'space-rhythm', Render: PlanningTableRender });
defineElementKind({ tag: 'space-device', Render: PlanningTableRender });
defineElementKind({ tag: 'project-base', Render: PlanningTableRender });
defineElementKind({ tag: 'space-activity', Render: PlanningTableRender });
defineElementKind({ tag: 'space-special-activity', Render: PlanningTableRender });
defineElementKind({ tag: 'space-ldk', Render: PlanningTableRender });
defineElementKind({ tag: 'lit-scene', Render: PlanningTableRender });
// product documents (issue 14): drawn from the document's lines and settings (DocDataContext)
defineElementKind({ tag: 'productlist', Render: ProductListRender });
defineElementKind({ tag: 'productspec', Render: ProductSpecRender });
defineElementKind({ tag: 'doctable', Render: DocTableRender });

export { kindOf } from './registry';
