import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../styles/global.css';
import { GameApp } from './game-app';
import './game-pages.css';
import { LanguageProvider } from './i18n';

/**
 * Entry of the game pages (game.html): what the game popup's iframe shows, without the
 * site shell, its router or its data layer.
 */
const root = document.getElementById('root');
if (!root) throw new Error('game.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <LanguageProvider>
      <GameApp location={window.location} />
    </LanguageProvider>
  </StrictMode>,
);
