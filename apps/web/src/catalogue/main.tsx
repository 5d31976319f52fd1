import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '../lib/i18n/i18n';
import { resources as en } from '../lib/i18n/locales/bundle-en';
import '../styles/global.css';
import { Catalogue } from './catalogue';

/**
 * The component catalogue (docs/design.md): the site's buttons, inputs, dialogs, cards,
 * tables and badges in their states, on the design tokens. A development entry only: the
 * production build's inputs are index.html and game.html.
 */
if (!import.meta.env.DEV) throw new Error('The component catalogue exists in development only.');
const root = document.getElementById('root');
if (!root) throw new Error('catalogue.html has no #root element');
initI18n('en', en);
createRoot(root).render(
  <StrictMode>
    <Catalogue />
  </StrictMode>,
);
