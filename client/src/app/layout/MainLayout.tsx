import { useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useScreen } from '../../ui/screen';
import '../../styles/mini-nav.css';
import { Header } from './Header';
import { MiniNav } from './MiniNav';
import { NewMenu } from './NewMenu';
import { SideNav } from './SideNav';

/**
 * The workspace's frame: header, side navigation, the page. On a phone the navigation is a
 * drawer behind the header's menu button, and 新建 a round button under the right thumb.
 */
export function MainLayout() {
  const { layout } = useScreen();
  const phone = layout === 'phone';
  const { pathname, search } = useLocation();
  const here = pathname + search;
  // open at the place it was opened from: going anywhere else closes it
  const [openAt, setOpenAt] = useState<string | null>(null);
  const navOpen = phone && openAt === here;
  const setNavOpen = (open: boolean) => setOpenAt(open ? here : null);
  // the material library has the mini side navigation and a shadowed header (spec 000 §2); a
  // phone keeps its drawer
  const library = /^\/source(\/|$)/.test(pathname);
  const mini = !phone && library;
  return (
    <div className={`main-layout${phone ? ' phone' : ''}${mini ? ' mini' : ''}${library ? ' shadow-head' : ''}`}>
      <Header onMenu={phone ? () => setNavOpen(true) : undefined} navOpen={navOpen} />
      <div className="main-body">
        {mini ? <MiniNav /> : <SideNav drawer={phone ? { open: navOpen, onClose: () => setNavOpen(false) } : undefined} />}
        <main className="main-content">
          <Outlet />
        </main>
      </div>
      {/* a form of its own (the product editor) keeps the thumb's corner: the button would cover its fields */}
      {phone && !pathname.startsWith('/product/edit') && <NewMenu variant="fab" />}
    </div>
  );
}
