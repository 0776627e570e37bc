import { type Agent, request } from 'undici';
import { exchange } from './crash-run.ts';
import type { LogicalWrite } from './crash-writes.ts';

export interface ReplayCheck {
  /** Acknowledged writes sent again with their key after the run. */
  resent: number;
  /** Answers that were not a marked replay of the acknowledged answer (status and body). */
  differences: string[];
}

/**
 * Sends every acknowledged write again with its key against the last process (which never saw
 * them): each must come back as the stored answer, byte for byte, marked Idempotent-Replayed, and
 * the audit that follows shows that nothing was written again.
 */
export async function resendAcknowledged(
  agent: Agent,
  origin: string,
  writes: LogicalWrite[],
): Promise<ReplayCheck> {
  const chosen = writes.filter((w) => w.outcome && w.outcome.status < 300);
  const differences: string[] = [];
  const queue = [...chosen];
  // A few at a time: the point is the answers, not load.
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let write = queue.shift(); write; write = queue.shift()) {
        const again = await exchange(agent, origin, write);
        const first = write.outcome;
        if (!first) continue;
        if (!again.replayed || again.status !== first.status || again.body !== first.body) {
          differences.push(
            `#${write.seq} ${write.kind}: first ${first.status} ${first.body.slice(0, 120)} | again ${again.status} replayed=${again.replayed} ${again.body.slice(0, 120)}`,
          );
        }
      }
    }),
  );
  return { resent: chosen.length, differences };
}

/** Every acknowledged shield's picture is served (the file was stored before its row committed). */
export async function missingShieldImages(
  agent: Agent,
  origin: string,
  writes: LogicalWrite[],
): Promise<string[]> {
  const missing: string[] = [];
  for (const write of writes) {
    if (write.kind !== 'shield' || !write.outcome || write.outcome.status >= 300) continue;
    const image = (JSON.parse(write.outcome.body) as { data: { image: string } }).data.image;
    const res = await request(new URL(image, origin), { dispatcher: agent });
    const bytes = Buffer.from(await res.body.arrayBuffer());
    if (res.statusCode !== 200 || bytes.length === 0)
      missing.push(`#${write.seq} ${write.target}: ${image} answered ${res.statusCode}`);
  }
  return missing;
}
