import { afterEach } from 'vitest';
import { killLeftRuns } from './processes';

// After every storage test: a run of a script (processes.ts) that a timed-out test left behind would hold
// the database the next test opens.
afterEach(killLeftRuns);
