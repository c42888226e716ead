import { Provider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setupI18n } from '../i18n/setup';
import { store } from '../state/store';
import { App } from './App';
import '../styles/base.css';
import '../styles/layout.css';
import '../styles/controls.css';

await setupI18n();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <App />
    </Provider>
  </StrictMode>,
);
