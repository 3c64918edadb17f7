import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { registerServiceWorker } from '@/app/service-worker';
import { watchInstallPrompt } from '@/features/offline/install-prompt';
import './index.css';

watchInstallPrompt();
registerServiceWorker();

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
