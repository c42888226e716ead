import { Outlet } from 'react-router';
import { Header } from './Header';
import { SideNav } from './SideNav';

export function MainLayout() {
  return (
    <div className="main-layout">
      <Header />
      <div className="main-body">
        <SideNav />
        <main className="main-content">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
