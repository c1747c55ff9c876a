'use client';

import { useEffect } from 'react';
import { INTERFACE_TEXTS } from '@/config/interface';
import './globals.css';

/** Last resort when the root layout itself fails: a plain page with its own document (no content files: it runs in the browser). */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <html lang="en">
      <body>
        <main className="container section">
          <h1>{INTERFACE_TEXTS.globalError.title}</h1>
          <p>{INTERFACE_TEXTS.globalError.message}</p>
          <button type="button" className="button button-primary" onClick={() => retry()}>
            {INTERFACE_TEXTS.globalError.retry}
          </button>
        </main>
      </body>
    </html>
  );
}
