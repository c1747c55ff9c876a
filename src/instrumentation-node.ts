// A bad environment variable stops the server at start-up, naming the variable,
// instead of surfacing later as broken pages.
try {
  await import('@/lib/env');
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  // The logger itself refuses a bad LOG_LEVEL or LOG_FORMAT: then the message goes out plain.
  await import('@/lib/log').then(({ logger }) => logger('env').fatal(message)).catch(() => process.stderr.write(`${message}\n`));
  process.exit(1);
}

// Forms: migrate the database and start the Mailchimp outbox worker when the server starts, not while
// `next build` loads this file (the build must never open, or lock, the database).
if (process.env.NEXT_PHASE !== 'phase-production-build') {
  void import('@/lib/forms/boot').then(({ startFormsAtBoot }) => startFormsAtBoot());
}

export {};
