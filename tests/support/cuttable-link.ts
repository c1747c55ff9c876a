import { type AddressInfo, connect, createServer, type Socket } from 'node:net';

/**
 * A TCP link to a server that a test can cut and mend: cut, every connection through it is dropped and new
 * ones are refused until it is mended, as when a network between an instance and Redis fails for a while.
 */
export interface CuttableLink {
  url: string;
  cut: () => void;
  mend: () => void;
  close: () => Promise<void>;
}

export async function cuttableLink(target: { host: string; port: number }): Promise<CuttableLink> {
  let open = true;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    if (!open) {
      client.destroy();
      return;
    }
    const upstream = connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {});
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
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
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
