import ViewPage from '../pages/view/ViewPage';
import { viewedId } from '../pages/view/early-request';
import { Toasts } from '../ui/Toasts';

// The shared viewer's own small app (issue 23): a client opening a link on a phone downloads
// and runs only the viewer, not the workspace (sign-in, desktop, sync, local storage, the
// router), so the first page is drawn sooner. The viewer needs no session and has one address.
export function App() {
  return (
    <>
      <ViewPage id={viewedId(window.location.pathname)} />
      <Toasts />
    </>
  );
}
