// The entry: the site's style sheets (the server puts them inline in the HTML) and, once
// the HTML's first screen has been painted (with its largest picture, ADR 051), the app
// (`start.tsx`). Its modules download beside the HTML on a page without a first screen
// (the server hints them, ADR 050), and from that paint on a page with one (ADR 053);
// their evaluation and the first render wait for the paint, so a phone shows the header
// at once instead of after a script task of several hundred milliseconds (P2 first
// contentful paint).
import './styles/global.css';
import './styles/phone.css';
import './styles/first-screen.css';
import { afterFirstScreen, askForLaterScripts } from './lib/after-first-screen';
import { showStartFailure } from './lib/start-failure';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
afterFirstScreen(() => {
  askForLaterScripts(document);
  // Start-up runs in a task of its own, not in the one that evaluated the modules: on a
  // slow phone the two in one task blocked the page twice as long (P2 total blocking time).
  import('./start').then(
    ({ start }) => setTimeout(() => start(root), 0),
    () => showStartFailure(root),
  );
});
