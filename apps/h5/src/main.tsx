import './strings';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { installClientHandlers } from './app/client-handlers';
import { followReducedMotion } from './lib/motion';
import { loadSession } from './lib/session';
import { loadSite } from './lib/site';
import { loadTimeZone } from './lib/time';
import './app/app.css';

installClientHandlers();
followReducedMotion();
void loadSession();
// Times are shown and taken on the site's clock (lib/time); screens wait for it.
void loadTimeZone();
// Spec section 7: the site's logo becomes the page icon when the page has none of its own
// (index.html carries the default logo as a placeholder, so the browser never asks for /favicon.ico).
void loadSite().then((site) => {
  const link = document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!site?.logo || (link && !link.hasAttribute('data-default-icon'))) return;
  const icon = link ?? document.head.appendChild(document.createElement('link'));
  icon.rel = 'icon';
  icon.href = site.logo;
});

const root = document.getElementById('root');
if (root) createRoot(root).render(<App />);
