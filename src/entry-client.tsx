import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { registry } from './blocks/registry';
import { App } from './engine/App';
import { bundledSite } from './engine/siteConfig';
import './styles/global.css';

// Scroll reveals hide content only when scripts run (see .js .reveal).
document.documentElement.classList.add('js');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <App site={bundledSite(registry)} />
    </BrowserRouter>
  </StrictMode>,
);
