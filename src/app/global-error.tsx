'use client';

import { useEffect } from 'react';
import { site } from '@/config/site';
import './globals.css';

/** Last resort when the root layout itself fails: a plain page with its own document. */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <html lang="en">
      <body>
        <main className="container section">
          <h1>Something went wrong</h1>
          <p>{`The ${site.name} website could not be shown right now. Please try again in a moment.`}</p>
          <button type="button" className="button button-primary" onClick={() => retry()}>
            Try again
          </button>
        </main>
      </body>
    </html>
  );
}
