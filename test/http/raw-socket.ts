import { connect, type Socket } from 'node:net';

export interface RawConnection {
  readonly socket: Socket;
  /** Everything the server sent so far. */
  received(): string;
  /** Resolves with the time from connecting until the server closed the socket; rejects after `boundMs`. */
  closed(boundMs: number): Promise<number>;
}

/** A plain TCP connection to the server at `url`, for requests no HTTP client would send (partial, trickled). */
export async function openRaw(url: string): Promise<RawConnection> {
  const { hostname, port } = new URL(url);
  const socket = connect({ host: hostname, port: Number(port) });
  socket.on('error', () => {});
  let data = '';
  socket.on('data', (chunk: Buffer) => {
    data += chunk.toString('utf8');
  });
  const opened = Date.now();
  const closedAt = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now() - opened)));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  return {
    socket,
    received: () => data,
    closed: (boundMs) =>
      Promise.race([
        closedAt,
        new Promise<number>((_, reject) =>
          setTimeout(() => reject(new Error(`socket still open after ${boundMs} ms`)), boundMs).unref(),
        ),
      ]),
  };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
