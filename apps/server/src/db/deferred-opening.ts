import type pg from 'pg';
import { inlineParameters } from './inline-parameters.ts';

type QueryArguments = [config: string | pg.QueryConfig, values?: unknown[]];
type Query = (...args: QueryArguments) => Promise<pg.QueryResult | pg.QueryResult[]>;

/**
 * A transaction's first statement sent together with BEGIN and the work's own first statement, as
 * one simple-protocol query: the work starts before the opening's result is known, and `accept`
 * decides from that result whether its statements go on. A refusal (or a failure of that round
 * trip, which may have been either's) is thrown to every later statement and stops the commit, so
 * what the first statement did is rolled back. Work that sends no statement gets the opening alone
 * before the commit.
 */
export class DeferredOpening {
  state: 'pending' | 'accepted' | 'refused' | 'failed' = 'pending';
  /** Why the work's statements stop: the refusal, or the failed round trip's error. */
  stopped: unknown;

  /** `statement` is one statement built with `literal()`. */
  constructor(
    readonly statement: string,
    private readonly accept: (opened: pg.QueryResult) => Error | undefined,
  ) {}

  /** The connection as the work sees it: its first query carries BEGIN and the opening. */
  carrier(client: pg.PoolClient): pg.PoolClient {
    const carrier = Object.create(client) as pg.PoolClient;
    const query = client.query.bind(client) as Query;
    (carrier as unknown as { query: Query }).query = (...args) => this.query(client, query, args);
    return carrier;
  }

  /** Sends BEGIN and the opening alone (no statement carried them): the work made no query. */
  async openAlone(client: pg.PoolClient): Promise<void> {
    if (this.state !== 'pending') return;
    try {
      this.settle([await client.query(`begin; ${this.statement}`)].flat());
    } catch (error) {
      this.state = 'failed';
      this.stopped = error;
      throw error;
    }
  }

  private async query(
    client: pg.PoolClient,
    query: Query,
    [config, values]: QueryArguments,
  ): Promise<pg.QueryResult | pg.QueryResult[]> {
    if (this.state === 'refused' || this.state === 'failed') throw this.stopped;
    if (this.state === 'accepted') return query(config, values);
    const {
      name: _name,
      values: configValues,
      ...rest
    } = typeof config === 'string' ? { text: config } : config;
    const parameters = values ?? configValues ?? [];
    const text = parameters.length > 0 ? inlineParameters(rest.text, parameters) : rest.text;
    if (text === undefined) {
      // A binary value: the opening goes ahead on its own, one round trip more.
      await this.openAlone(client);
      this.throwUnlessAccepted();
      return query(config, values);
    }
    let results: pg.QueryResult[];
    try {
      // Without a name or values node-postgres sends it by the simple protocol.
      results = [await query({ ...rest, text: `begin; ${this.statement}; ${text}` })].flat();
    } catch (error) {
      this.state = 'failed';
      this.stopped = error;
      throw error;
    }
    this.settle(results);
    this.throwUnlessAccepted();
    const own = results.slice(2);
    return own.length === 1 ? (own[0] as pg.QueryResult) : own;
  }

  /** Stops the work (or its commit) unless the opening was accepted. */
  throwUnlessAccepted(): void {
    if (this.state !== 'accepted') throw this.stopped;
  }

  private settle([, opened]: pg.QueryResult[]): void {
    if (!opened) throw new Error('the opening gave no result');
    const refusal = this.accept(opened);
    this.state = refusal ? 'refused' : 'accepted';
    this.stopped = refusal;
  }
}
