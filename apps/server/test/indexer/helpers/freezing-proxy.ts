import net from 'node:net';

/**
 * A TCP forwarder to `upstream` (host:port) that can freeze: bytes stop flowing both ways while every
 * socket stays open, as with a hung network path. Neither end sees a closed connection until cut().
 */
export async function startFreezingProxy(upstreamHost: string, upstreamPort: number) {
  const pairs: [net.Socket, net.Socket][] = [];
  let frozen = false;
  const server = net.createServer((client) => {
    const upstream = net.connect(upstreamPort, upstreamHost);
    pairs.push([client, upstream]);
    const forward = (from: net.Socket, to: net.Socket) =>
      from.on('data', (chunk) => {
        if (!frozen) to.write(chunk);
      });
    forward(client, upstream);
    forward(upstream, client);
    // Frozen, a close does not reach the other end either: it too is lost on the way.
    const close = () => {
      if (frozen) return;
      client.destroy();
      upstream.destroy();
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    host: '127.0.0.1',
    port,
    freeze() {
      frozen = true;
    },
    /** Lets bytes through again (for connections opened from now on: earlier ones lost theirs). */
    thaw() {
      frozen = false;
    },
    /** Closes every forwarded connection at both ends. */
    cut() {
      for (const [client, upstream] of pairs.splice(0)) {
        client.destroy();
        upstream.destroy();
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const [client, upstream] of pairs.splice(0)) {
          client.destroy();
          upstream.destroy();
        }
        server.close(() => resolve());
      }),
  };
}
