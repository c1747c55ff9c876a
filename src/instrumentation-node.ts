// A bad environment variable stops the server at start-up, naming the variable,
// instead of surfacing later as broken pages.
try {
  await import('@/lib/env');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

export {};
