import type { StoredSubmission } from './store';

/** Stored submissions as tables for people: CSV for spreadsheets, JSON for scripts, plain text for a terminal. */

/** Known wire names and their column headings, in form order. Other fields (consents) follow by name. */
const NAMED_FIELDS: ReadonlyArray<readonly [string, string]> = [
  ['FNAME', 'name'],
  ['MMERGE3', 'job_title'],
  ['MMERGE6', 'industry'],
  ['MMERGE4', 'inquiry_type'],
  ['MMERGE5', 'subject'],
  ['MMERGE7', 'message'],
];
const SKIPPED_FIELDS = new Set(['EMAIL', ...NAMED_FIELDS.map(([wire]) => wire)]);

/**
 * One CSV cell (RFC 4180). A value a spreadsheet would run as a formula (starting with = + - @, tab or
 * carriage return) gets a leading apostrophe, so an exported message can never execute on the web team's machine.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows to CSV text: CRLF line ends, every row as long as the header. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly unknown[]>): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

function extraFieldNames(submissions: readonly StoredSubmission[]): string[] {
  const names = new Set<string>();
  for (const submission of submissions) {
    for (const name of Object.keys(submission.fields)) if (!SKIPPED_FIELDS.has(name)) names.add(name);
  }
  return [...names].sort();
}

export function submissionsToCsv(submissions: readonly StoredSubmission[]): string {
  const extras = extraFieldNames(submissions);
  const header = [
    'id',
    'created_at',
    'kind',
    'email',
    ...NAMED_FIELDS.map(([, heading]) => heading),
    ...extras,
    'ip',
    'user_agent',
    'delivery',
    'attempts',
    'delivered_at',
    'last_error',
  ];
  const rows = submissions.map((submission) => [
    submission.id,
    submission.createdAt,
    submission.kind,
    submission.email,
    ...NAMED_FIELDS.map(([wire]) => submission.fields[wire] ?? ''),
    ...extras.map((name) => submission.fields[name] ?? ''),
    submission.ip,
    submission.userAgent,
    submission.delivery.state,
    submission.delivery.attempts,
    submission.delivery.deliveredAt,
    submission.delivery.lastError,
  ]);
  return toCsv(header, rows);
}

export function submissionsToJson(submissions: readonly StoredSubmission[]): string {
  return `${JSON.stringify(submissions, null, 2)}\n`;
}

function fit(value: string, width: number): string {
  const flat = value.replace(/\s+/g, ' ').trim();
  return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat;
}

/** A fixed-width table for a terminal: id, date, kind, email, name, subject, delivery state. */
export function submissionsToTable(submissions: readonly StoredSubmission[]): string {
  if (submissions.length === 0) return 'No submissions.\n';
  const header = ['id', 'date (UTC)', 'kind', 'email', 'name', 'subject', 'delivery'];
  const rows = submissions.map((submission) => {
    const { state, attempts, lastError } = submission.delivery;
    const delivery =
      state === 'delivered'
        ? 'delivered'
        : state === 'failed'
          ? `failed: ${lastError ?? ''}`
          : attempts > 0
            ? `pending (${attempts} attempts${lastError ? `: ${lastError}` : ''})`
            : 'pending';
    const field = (name: string) => {
      const value = submission.fields[name];
      return typeof value === 'string' ? value : '';
    };
    return [
      String(submission.id),
      submission.createdAt.toISOString().slice(0, 16).replace('T', ' '),
      submission.kind,
      fit(submission.email, 40),
      fit(field('FNAME'), 24),
      fit(field('MMERGE5'), 30),
      fit(delivery, 60),
    ];
  });
  const count = `${submissions.length} submission${submissions.length === 1 ? '' : 's'}`;
  return `${textTable(header, rows)}\n${count}\n`;
}

/** A fixed-width table for a terminal: the header, a rule under it, the rows; columns two spaces apart. */
export function textTable(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n') + '\n';
}
