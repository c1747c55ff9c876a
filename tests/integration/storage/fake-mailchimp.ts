import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Mailchimp's Marketing API, as documented: audience read (GET /lists/{list_id}), member
 * read (GET), upsert (PUT), update (PATCH), tags (POST) and permanent deletion (POST …/actions/delete-permanent)
 * under /3.0/lists/{list_id}/members/{subscriber_hash}, Basic authentication with the API key
 * as password, problem-detail JSON on errors. Records every call; can be told to fail the next ones.
 */
export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
  /** What the fake answered. */
  status: number;
}

export interface FakeMember {
  email_address: string;
  status: string;
  merge_fields: Record<string, string>;
  tags: string[];
}

interface Scripted {
  status: number;
  detail?: string;
  /** Answered (normally) only once the client has gone: Mailchimp got it, the client never heard back. */
  afterClientLeaves?: boolean;
}

export interface FakeMailchimp {
  /** The API base to configure, like https://us7.api.mailchimp.com/3.0. */
  url: string;
  apiKey: string;
  listId: string;
  calls: FakeCall[];
  members: Map<string, FakeMember>;
  /** Member ids deleted permanently (erasures), in order; each deletion succeeds once (the member is gone after). */
  permanentlyDeleted: string[];
  /** The next `count` requests answer `status` (500 by default). */
  failNext(count: number, status?: number, detail?: string): void;
  /** The next request answers `status` with Mailchimp's problem JSON carrying `detail`. */
  rejectNext(status: number, detail: string): void;
  /** The next request is answered normally: a later `failNext` or `rejectNext` is for the one after. */
  passNext(): void;
  /**
   * The next request is held until its client gives up and closes the connection, then carried out as usual (a
   * member stored, its status recorded): the client sees no answer, though Mailchimp did the work.
   */
  answerNextAfterClientLeaves(): void;
  /**
   * Holds every request until `count` are held at once, then answers them all and holds no more: workers that
   * must overlap do, however slowly each one starts.
   */
  holdUntilInFlight(count: number): void;
  /** Calls whose path names this e-mail address's member. */
  callsFor(email: string): FakeCall[];
  reset(): void;
  close(): Promise<void>;
}

export const md5 = (email: string) => createHash('md5').update(email.toLowerCase()).digest('hex');

function problem(response: ServerResponse, status: number, title: string, detail: string) {
  response.writeHead(status, { 'Content-Type': 'application/problem+json' });
  response.end(JSON.stringify({ type: 'https://mailchimp.com/developer/marketing/docs/errors/', title, status, detail }));
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const STATUSES = ['subscribed', 'unsubscribed', 'cleaned', 'pending', 'transactional'];

/** A member as the API shows it (tags as objects with an id, as Mailchimp lists them). */
function render(hash: string, member: FakeMember, listId: string) {
  return JSON.stringify({
    id: hash,
    email_address: member.email_address,
    status: member.status,
    merge_fields: member.merge_fields,
    tags: member.tags.map((name, index) => ({ id: index + 1, name })),
    list_id: listId,
  });
}

export async function startFakeMailchimp({ apiKey = 'f4k3a11c0ffee0123456789abcdef012-us7', listId = 'a1b2c3d4e5' } = {}) {
  const script: Scripted[] = [];
  const calls: FakeCall[] = [];
  const members = new Map<string, FakeMember>();
  const permanentlyDeleted: string[] = [];
  /** The requests held until enough are (holdUntilInFlight), or null when none are held. */
  let barrier: { count: number; held: Array<() => void> } | null = null;

  async function handle(request: IncomingMessage, response: ServerResponse, call: FakeCall) {
    const [user, password] = Buffer.from((request.headers.authorization ?? '').replace(/^Basic /, ''), 'base64')
      .toString('utf8')
      .split(':');
    if (!request.headers.authorization?.startsWith('Basic ') || !user || password !== apiKey) {
      return problem(response, 401, 'API Key Invalid', 'Your API key may be invalid, or you\u2019ve attempted to access the wrong datacenter.');
    }
    const audience = /^\/3\.0\/lists\/([^/?]+)(?:\?.*)?$/.exec(call.path);
    if (audience && request.method === 'GET') {
      if (audience[1] !== listId) return problem(response, 404, 'Resource Not Found', 'The requested resource could not be found.');
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ id: listId }));
      return;
    }
    const erase = /^\/3\.0\/lists\/([^/]+)\/members\/([0-9a-f]{32})\/actions\/delete-permanent$/.exec(call.path);
    if (erase && request.method === 'POST') {
      if (erase[1] !== listId || !members.delete(erase[2] as string)) {
        return problem(response, 404, 'Resource Not Found', 'The requested resource could not be found.');
      }
      permanentlyDeleted.push(erase[2] as string);
      response.writeHead(204).end();
      return;
    }
    const match = /^\/3\.0\/lists\/([^/]+)\/members\/([0-9a-f]{32})(\/tags)?$/.exec(call.path);
    if (!match || match[1] !== listId) {
      return problem(response, 404, 'Resource Not Found', 'The requested resource could not be found.');
    }
    const hash = match[2] as string;
    const body = (call.body ?? {}) as Record<string, unknown>;
    const member = members.get(hash);
    if (match[3]) {
      if (request.method !== 'POST') return problem(response, 405, 'Method Not Allowed', 'POST only');
      if (!member) return problem(response, 404, 'Resource Not Found', 'The requested resource could not be found.');
      const tags = body.tags as Array<{ name: string; status: string }> | undefined;
      if (!Array.isArray(tags)) return problem(response, 400, 'Invalid Resource', 'Schema describes array, object found instead');
      for (const tag of tags) {
        if (tag.status === 'active' && !member.tags.includes(tag.name)) member.tags.push(tag.name);
        if (tag.status === 'inactive') member.tags = member.tags.filter((name) => name !== tag.name);
      }
      response.writeHead(204).end();
      return;
    }
    if (request.method === 'PUT') {
      const email = body.email_address;
      if (typeof email !== 'string' || md5(email) !== hash) {
        return problem(response, 400, 'Invalid Resource', 'The resource submitted could not be validated. For field-specific details, see the \'errors\' array.');
      }
      if (!member && !STATUSES.includes(body.status_if_new as string)) {
        return problem(response, 400, 'Invalid Resource', 'The resource submitted could not be validated.');
      }
      const mergeFields = (body.merge_fields ?? {}) as Record<string, string>;
      const next: FakeMember = member
        ? { ...member, merge_fields: { ...member.merge_fields, ...mergeFields } }
        : { email_address: email, status: body.status_if_new as string, merge_fields: mergeFields, tags: [] };
      members.set(hash, next);
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(render(hash, next, listId));
      return;
    }
    if (request.method === 'GET') {
      if (!member) return problem(response, 404, 'Resource Not Found', 'The requested resource could not be found.');
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(render(hash, member, listId));
      return;
    }
    if (request.method === 'PATCH') {
      if (!member) return problem(response, 404, 'Resource Not Found', 'The requested resource could not be found.');
      if (typeof body.status === 'string') member.status = body.status;
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(render(hash, member, listId));
      return;
    }
    return problem(response, 405, 'Method Not Allowed', 'Not supported by this fake');
  }

  const server = createServer((request, response) => {
    void (async () => {
      const call: FakeCall = { method: request.method ?? '', path: request.url ?? '', body: await readBody(request), status: 0 };
      calls.push(call);
      if (barrier) {
        const current = barrier;
        const released = new Promise<void>((resolve) => current.held.push(resolve));
        if (current.held.length >= current.count) {
          barrier = null;
          for (const release of current.held) release();
        }
        await released;
      }
      const scripted = script.shift();
      if (scripted?.afterClientLeaves && !response.socket?.destroyed) await new Promise((resolve) => response.once('close', resolve));
      const originalWriteHead = response.writeHead.bind(response);
      response.writeHead = ((status: number, ...rest: never[]) => {
        call.status = status;
        return originalWriteHead(status, ...rest);
      }) as typeof response.writeHead;
      if (scripted && scripted.status !== 0) {
        return problem(response, scripted.status, scripted.status >= 500 ? 'Internal Server Error' : 'Invalid Resource', scripted.detail ?? 'scripted failure');
      }
      await handle(request, response, call);
    })().catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  const fake: FakeMailchimp = {
    url: `http://127.0.0.1:${port}/3.0`,
    apiKey,
    listId,
    calls,
    members,
    permanentlyDeleted,
    holdUntilInFlight(count) {
      barrier = { count, held: [] };
    },
    failNext(count, status = 500, detail) {
      for (let index = 0; index < count; index += 1) script.push({ status, detail });
    },
    rejectNext(status, detail) {
      script.push({ status, detail });
    },
    passNext() {
      script.push({ status: 0 });
    },
    answerNextAfterClientLeaves() {
      script.push({ status: 0, afterClientLeaves: true });
    },
    callsFor(email) {
      const hash = md5(email);
      return calls.filter((call) => call.path.includes(`/members/${hash}`));
    },
    reset() {
      calls.length = 0;
      script.length = 0;
      members.clear();
      permanentlyDeleted.length = 0;
      for (const release of barrier?.held ?? []) release();
      barrier = null;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}
