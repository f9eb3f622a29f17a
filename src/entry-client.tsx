import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { registry } from './blocks/registry';
import { createRoutes } from './engine/routes';
import { siteConfig } from './engine/siteConfig';
import './styles/global.css';

// Scroll reveals hide content only when scripts run (see .js .reveal).
document.documentElement.classList.add('js');

const router = createBrowserRouter(createRoutes(siteConfig, registry));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
