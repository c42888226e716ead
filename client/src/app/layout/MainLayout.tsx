import { Outlet } from 'react-router';
import { Header } from './Header';

export function MainLayout() {
  return (
    <div className="main-layout">
      <Header />
      <main className="main-content">
        <Outlet />
      </main>
    </div>
  );
}
