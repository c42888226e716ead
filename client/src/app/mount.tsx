import { Provider } from 'jotai';
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { store } from '../state/store';
import '../styles/base.css';
import '../styles/layout.css';
import '../styles/controls.css';
import '../styles/desktop.css';
// page and text styles: the in-place text editor draws with them wherever a page is edited
import '../styles/page.css';

/** Renders an app (the workspace or the shared viewer) into the page with the common styles. */
export function mount(App: ComponentType): void {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Provider store={store}>
        <App />
      </Provider>
    </StrictMode>,
  );
}
