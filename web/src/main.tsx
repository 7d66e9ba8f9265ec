import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadConfig } from './lib/config';

async function boot() {
  const root = createRoot(document.getElementById('root')!);
  try {
    await loadConfig();
  } catch (err) {
    console.error(err);
    root.render(<p style={{ padding: 24, fontFamily: 'system-ui' }}>Crafti could not start. Please reload the page.</p>);
    return;
  }
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void boot();
