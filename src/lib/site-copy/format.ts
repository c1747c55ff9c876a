import type { Problem } from './validate';

/** One problem on one line: `content/team.yaml:12: \`executives › 3 › portrait\` names …`. */
export function formatProblem(problem: Problem): string {
  const where = problem.line ? `${problem.file}:${problem.line}` : problem.file;
  return problem.field ? `${where}: \`${problem.field}\` ${problem.message}` : `${where}: ${problem.message}`;
}
