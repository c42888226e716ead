import '../styles/tools.css';
import { Navigate, useParams } from 'react-router';
import { IlluminanceTool } from './calculators/IlluminanceTool';
import { LampCountTool } from './calculators/LampCountTool';
import { SpotlightTool } from './calculators/SpotlightTool';
import { VoltageDropTool } from './calculators/VoltageDropTool';
import { GreenBuildingLookup, StandardsLookup } from './LookupTool';

// /kit/tool/<code>: one design tool full page (spec 000 §2 route `tool`).
const SCREENS: Record<string, () => React.ReactElement> = {
  illuminance: IlluminanceTool,
  lampcount: LampCountTool,
  spotlight: SpotlightTool,
  voltagedrop: VoltageDropTool,
  standards: StandardsLookup,
  greenbuilding: GreenBuildingLookup,
};

export default function ToolRoute() {
  const { code = '' } = useParams();
  const Screen = Object.hasOwn(SCREENS, code) ? SCREENS[code] : undefined;
  if (!Screen) return <Navigate to="/tool" replace />;
  return <Screen />;
}
