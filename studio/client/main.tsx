import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { StudioState } from '../shared/api';
import { Studio } from './App';
import './studio.css';
import './inspector.css';
import './preview.css';

const state = (await (await fetch('/api/state')).json()) as StudioState;
createRoot(document.getElementById('studio')!).render(
  <StrictMode>
    <Studio initial={state} />
  </StrictMode>,
);
