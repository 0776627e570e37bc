import net from 'node:net';

/**
 * A TCP forwarder in front of the API processes, as the load balancer of a real deployment: clients
 * keep one address while the process behind it is killed and another takes over. A client
 * connection is tied to the process it was forwarded to; when that process dies the connection is
 * closed under the client, as a dead upstream's would be, so requests in flight fail exactly as
 * they would against the process itself.
 */
export class SwitchingForwarder {
  private readonly server = net.createServer((client) => this.forward(client));
  private upstreamPort: number | undefined;
  private readonly open = new Set<net.Socket>();

  async listen(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as net.AddressInfo).port;
  }

  /** New connections go to this port from now on; undefined refuses them (closes at once). */
  routeTo(port: number | undefined): void {
    this.upstreamPort = port;
  }

  private forward(client: net.Socket): void {
    const port = this.upstreamPort;
    if (port === undefined) {
      client.destroy();
      return;
    }
    const upstream = net.connect({ port, host: '127.0.0.1' });
    this.open.add(client);
    const closeBoth = () => {
      client.destroy();
      upstream.destroy();
      this.open.delete(client);
    };
    client.on('error', closeBoth).on('close', closeBoth);
    upstream.on('error', closeBoth).on('close', closeBoth);
    client.setNoDelay(true);
    upstream.setNoDelay(true);
    client.pipe(upstream);
    upstream.pipe(client);
  }

  async close(): Promise<void> {
    for (const socket of this.open) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
