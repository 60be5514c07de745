import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Quiz } from './Quiz';
import '../floor.css';

const container = document.getElementById('app');
if (container)
  createRoot(container).render(
    <StrictMode>
      <Quiz />
    </StrictMode>,
  );
