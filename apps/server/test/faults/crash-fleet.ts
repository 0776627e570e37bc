import { findFreePort } from '@guardians/contracts/anvil';
import { type ApiNodeEntry, ApiNodeProcess } from './crash-api-node.ts';
import type { SwitchingForwarder } from './crash-proxy.ts';

/**
 * The API process the forwarder sends traffic to, and fresh processes started ahead of time (warm
 * standbys, each on its own port, never sent a request): start-up is most of a cycle, so the next
 * process boots while the current one serves. A cycle kills the serving process with SIGKILL and
 * routes to a standby that has never served, so every cycle is still a crash and a fresh start.
 * With no standbys a cycle starts the next process only after the kill.
 */
export class ApiNodeFleet {
  private active: ApiNodeProcess | undefined;
  private standbys: ApiNodeProcess[] = [];
  private everyProcess: ApiNodeProcess[] = [];
  /** Start-up of every process, spawn to listening (standbys boot while another serves). */
  readonly startMs: number[] = [];
  /** From each SIGKILL to traffic reaching the next process. */
  readonly takeoverMs: number[] = [];
  kills = 0;

  constructor(
    private readonly entry: ApiNodeEntry,
    private readonly env: Record<string, string>,
    private readonly forwarder: SwitchingForwarder,
    private readonly standbyCount: number,
  ) {}

  private async launch(): Promise<ApiNodeProcess> {
    const node = new ApiNodeProcess(this.entry, this.env, await findFreePort());
    this.everyProcess.push(node);
    node.ready.then((ms) => this.startMs.push(ms)).catch(() => {});
    return node;
  }

  private async refill(): Promise<void> {
    while (this.standbys.length < this.standbyCount) this.standbys.push(await this.launch());
  }

  async start(): Promise<void> {
    const first = await this.launch();
    await first.ready;
    this.active = first;
    this.forwarder.routeTo(first.port);
    await this.refill();
  }

  /** SIGKILL the serving process, then send traffic to the next one (waiting for it if need be). */
  async killAndTakeOver(): Promise<void> {
    const killed = this.active;
    if (!killed) throw new Error('no API process is serving');
    const began = performance.now();
    await killed.killNine();
    this.kills += 1;
    // Until the next process listens, new connections are closed at once, as by a balancer with no
    // live upstream (rather than each being forwarded to a dead port).
    this.forwarder.routeTo(undefined);
    this.active = undefined;
    const next = this.standbys.shift() ?? (await this.launch());
    try {
      await next.ready;
    } catch (error) {
      throw new Error(`the next API process did not start: ${(error as Error).message}\n${next.output()}`);
    }
    this.forwarder.routeTo(next.port);
    this.active = next;
    this.takeoverMs.push(performance.now() - began);
    await this.refill();
  }

  /** The serving process's output, for failure messages. */
  output(): string {
    return this.active?.output() ?? '';
  }

  /**
   * SIGTERM to the serving process (true if it closed by itself in time), then stops the standbys;
   * every process this fleet started is gone afterwards.
   */
  async stop(): Promise<boolean> {
    const graceful = (await this.active?.stop()) ?? true;
    this.active = undefined;
    await Promise.all(this.standbys.map((node) => node.stop()));
    this.standbys = [];
    await Promise.all(this.everyProcess.map((node) => node.killNine()));
    return graceful;
  }
}
