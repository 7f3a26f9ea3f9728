/** The demo provider's game window (provider-demo.html): another company's client, its own bundle. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { readLaunchParams } from './launch-params';
import { createProviderApi } from './provider-api';
import './provider-demo.css';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App api={createProviderApi()} launch={readLaunchParams(window.location)} />
    </StrictMode>,
  );
}
