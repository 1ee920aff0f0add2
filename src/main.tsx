import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';

// Placeholder: replaced by the app shell (src/ui/App.tsx).
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <p>知简</p>
  </StrictMode>,
);
