import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { revealFocusInScrollers } from './lib/revealFocus';
import { createRouter, notFoundRewrite } from './router';

const rewrite = notFoundRewrite(document.documentElement.dataset.prerenderedPath, window.location.pathname);
const router = createRouter(rewrite ? { rewrite } : {});

revealFocusInScrollers();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RouterClient router={router} />
    </StrictMode>,
  );
});
