// A bad environment variable stops the server at start-up, naming the variable,
// instead of surfacing later as broken pages.
try {
  await import('@/lib/env');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

// Forms: migrate the database and start the Mailchimp outbox worker when the server starts, not while
// `next build` loads this file (the build must never open, or lock, the database).
if (process.env.NEXT_PHASE !== 'phase-production-build') {
  void import('@/lib/forms/boot').then(({ startFormsAtBoot }) => startFormsAtBoot());
}

export {};
