import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import { App } from './ui/App';
import { bootstrap } from './ui/bootstrap';

bootstrap();

// The first render runs in a task of its own: evaluating the script and rendering are two shorter tasks
// for a phone's main thread instead of one long one (decision 0040). On the home page the build's HTML
// is already painted (scripts/vite/prerendered-home.ts) and the render reuses its nodes.
setTimeout(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}, 0);
