import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { careers } from '@/config/careers';
import { careersDemoBoard } from '@/lib/careers/demo-board';
import { cleanJobBoard, fetchJobBoard } from '@/lib/careers/job-board';

const linkTexts = (html: string) => [...html.matchAll(/<a\b[^>]*>([^<]*)<\/a>/g)].map((match) => match[1]!.trim());
const headings = (html: string) => [...html.matchAll(/<h3>([^<]*)<\/h3>/g)].map((match) => match[1]!.trim());

const BOARD = `
<section class="level-0"><h3>Engineering</h3>
  <div class="opening"><a href="https://jobs.example.org/1" onclick="steal()">Reactor Physicist</a><span class="location">Oakville, ON</span></div>
  <div class="opening"><a href="https://jobs.example.org/2">  General   Application </a><span class="location">Oakville, ON</span></div>
  <script>alert('x')</script>
</section>
<section class="level-0"><h3>People</h3>
  <div class="opening"><a href="https://jobs.example.org/3">Talent Community</a><span class="location">Remote</span></div>
  <div class="opening"><a href="https://jobs.example.org/4">Internal Transfer</a><span class="location">Remote</span></div>
</section>
<section class="level-0"><h3>Finance</h3>
  <div class="opening"><a href="javascript:alert(1)">Controller</a><span class="location">Charlotte, NC</span></div>
</section>`;

describe('cleanJobBoard', () => {
  it('removes the three configured positions and the group they leave empty, keeping the rest', () => {
    const html = cleanJobBoard(BOARD);
    expect(linkTexts(html)).toEqual(['Reactor Physicist', 'Controller']);
    expect(headings(html)).toEqual(['Engineering', 'Finance']);
    expect(html).toContain('Oakville, ON');
    expect(html).toContain('Charlotte, NC');
    expect(html).not.toContain('Remote');
  });

  it('strips scripts, handlers and unsafe links, and opens outbound links in a new tab', () => {
    const html = cleanJobBoard(BOARD);
    expect(html).not.toMatch(/script|alert|onclick|steal|javascript:/i);
    expect(html).toContain('<a href="https://jobs.example.org/1" target="_blank" rel="noopener noreferrer">Reactor Physicist</a>');
  });

  it('keeps each department as one block', () => {
    const html = cleanJobBoard(BOARD);
    expect(html.startsWith('<div><h3>Engineering</h3>')).toBe(true);
    expect(html).not.toContain('<section');
  });

  it('cleans the shipped demo listing: five openings in three departments', () => {
    const html = cleanJobBoard(careersDemoBoard);
    const titles = linkTexts(html);
    expect(titles).toHaveLength(5);
    for (const hidden of careers.hiddenPositions) {
      expect(careersDemoBoard).toContain(`>${hidden}</a>`);
      expect(titles).not.toContain(hidden);
    }
    expect(headings(html)).toEqual(['Engineering', 'Licensing &amp; Regulatory Affairs', 'Operations']);
  });

  it('gives nothing for nothing', () => {
    expect(cleanJobBoard('')).toBe('');
    expect(cleanJobBoard('<section class="level-0"><h3>Empty</h3></section>')).toBe('');
  });
});

describe('fetchJobBoard', () => {
  let server: Server;
  let origin: string;
  const requests: URL[] = [];
  let status = 200;

  beforeAll(async () => {
    server = createServer((request, response) => {
      requests.push(new URL(request.url ?? '/', 'http://127.0.0.1'));
      // Never answered: only the client's own timeout can end the wait (the connection is closed in afterAll).
      if (request.url?.startsWith('/held')) return;
      response.writeHead(status, { 'content-type': 'text/html' });
      response.end(status === 200 ? BOARD : '<h3>Server error</h3><a href="https://x.example">Oops</a>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('asks for version 1.0.0, keeps the configured query and returns the cleaned board on 200', async () => {
    status = 200;
    const html = await fetchJobBoard({ url: `${origin}/embed/job_board?for=northwind` });
    const request = requests.at(-1)!;
    expect(request.pathname).toBe('/embed/job_board');
    expect(request.searchParams.get('version')).toBe('1.0.0');
    expect(request.searchParams.get('for')).toBe('northwind');
    expect(html).toBe(cleanJobBoard(BOARD));
    expect(linkTexts(html)).toEqual(['Reactor Physicist', 'Controller']);
  });

  it('gives nothing on a non-200 answer', async () => {
    status = 500;
    expect(await fetchJobBoard({ url: `${origin}/embed/job_board` })).toBe('');
    status = 404;
    expect(await fetchJobBoard({ url: `${origin}/embed/job_board` })).toBe('');
  });

  it('gives nothing when the service is unreachable or does not answer within its timeout', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    expect(await fetchJobBoard({ url: `http://127.0.0.1:${port}/embed` })).toBe('');
    expect(await fetchJobBoard({ url: `${origin}/held`, timeoutMs: 200 })).toBe('');
  });

  it('shows the shipped demo listing when no service is configured', async () => {
    const before = requests.length;
    expect(await fetchJobBoard({})).toBe(cleanJobBoard(careersDemoBoard));
    expect(requests.length).toBe(before);
  });
});
