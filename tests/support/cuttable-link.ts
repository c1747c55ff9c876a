import { type AddressInfo, connect, createServer, type Socket } from 'node:net';

/**
 * A TCP link to a server that a test can cut and mend: cut, every connection through it is dropped and new
 * ones are refused until it is mended, as when a network between an instance and Redis fails for a while.
 * It can also hold what one connection sends next (`holdAfter`), so a test can act between two steps of
 * an operation made of several commands.
 */
export interface CuttableLink {
  url: string;
  cut: () => void;
  mend: () => void;
  /**
   * From now on, the first connection to send bytes matching `pattern` is let through once; what that
   * connection sends after is held (`reached` settles when it tries) until `release`.
   */
  holdAfter: (pattern: RegExp) => { reached: Promise<void>; release: () => void };
  close: () => Promise<void>;
}

interface Hold {
  pattern: RegExp;
  chosen: Socket | null;
  held: Buffer[];
  reached: () => void;
  released: boolean;
}

export async function cuttableLink(target: { host: string; port: number }): Promise<CuttableLink> {
  let open = true;
  const sockets = new Set<Socket>();
  let hold: Hold | null = null;
  const upstreams = new Map<Socket, Socket>();
  const server = createServer((client) => {
    if (!open) {
      client.destroy();
      return;
    }
    const upstream = connect(target.port, target.host);
    upstreams.set(client, upstream);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {});
    }
    client.on('data', (chunk: Buffer) => {
      if (hold && !hold.released) {
        if (hold.chosen === client) {
          hold.held.push(chunk);
          hold.reached();
          return;
        }
        if (!hold.chosen && hold.pattern.test(chunk.toString('latin1'))) hold.chosen = client;
      }
      upstream.write(chunk);
    });
    upstream.pipe(client);
    client.on('close', () => (upstream.destroy(), upstreams.delete(client)));
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    cut() {
      open = false;
      for (const socket of sockets) socket.destroy();
    },
    mend() {
      open = true;
    },
    holdAfter(pattern) {
      let reached = () => {};
      const promise = new Promise<void>((resolve) => (reached = resolve));
      const current: Hold = { pattern, chosen: null, held: [], reached, released: false };
      hold = current;
      return {
        reached: promise,
        release() {
          current.released = true;
          const upstream = current.chosen ? upstreams.get(current.chosen) : undefined;
          for (const chunk of current.held.splice(0)) upstream?.write(chunk);
        },
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
