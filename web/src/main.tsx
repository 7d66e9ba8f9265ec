import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { currentUser, type SessionUser } from './lib/auth';
import { loadConfig } from './lib/config';

async function boot() {
  const root = createRoot(document.getElementById('root')!);
  let initialUser: SessionUser | null;
  try {
    await loadConfig();
    // The first session check: nothing renders until it is done.
    initialUser = await currentUser();
  } catch (err) {
    console.error(err);
    root.render(<p style={{ padding: 24, fontFamily: 'system-ui' }}>Crafti could not start. Please reload the page.</p>);
    return;
  }
  root.render(
    <StrictMode>
      <App initialUser={initialUser} />
    </StrictMode>,
  );
}

void boot();
