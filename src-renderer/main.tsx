// Dashboard entry: mounts the React app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ready } from './i18n';
import { App } from './app';
import './styles.css';

// The reader's language is loaded first, so the first paint is already in it.
void ready.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
