import '../styles/tools.css';
import { Navigate, useParams } from 'react-router';
import { SCREENS } from './screens';

// /kit/tool/<code>: one design tool full page (spec 000 §2 route `tool`).
export default function ToolRoute() {
  const { code = '' } = useParams();
  const Screen = Object.hasOwn(SCREENS, code) ? SCREENS[code] : undefined;
  if (!Screen) return <Navigate to="/tool" replace />;
  return <Screen />;
}
