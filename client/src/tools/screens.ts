import { IlluminanceTool } from './calculators/IlluminanceTool';
import { LampCountTool } from './calculators/LampCountTool';
import { SpotlightTool } from './calculators/SpotlightTool';
import { VoltageDropTool } from './calculators/VoltageDropTool';
import { GreenBuildingLookup, StandardsLookup } from './LookupTool';

/** Every design tool with a screen, by its code (the route /kit/tool/<code> and the editor's dialogs). */
export const SCREENS: Record<string, () => React.ReactElement> = {
  illuminance: IlluminanceTool,
  lampcount: LampCountTool,
  spotlight: SpotlightTool,
  voltagedrop: VoltageDropTool,
  standards: StandardsLookup,
  greenbuilding: GreenBuildingLookup,
};
