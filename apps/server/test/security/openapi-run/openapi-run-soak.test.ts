import { afterAll, beforeAll, expect, it } from 'vitest';
import { explained, unexplained } from './explained.ts';
import { openApiSite } from './openapi-site.ts';
import { formatReport, runOpenApi } from './run.ts';

/** The OpenAPI run at soak size: 25 positive and 25 negative cases per operation and identity. */
const site = openApiSite();
beforeAll(() => site.start(), 180_000);
afterAll(() => site.stop());

it('every operation of the published document passes every check, at soak size', async () => {
  const report = await runOpenApi({
    base: site.base(),
    casesPerOperation: Number(process.env.OPENAPI_CASES ?? 25),
    seed: Number(process.env.OPENAPI_SEED ?? 2028),
    identities: site.identities(),
    known: site.known(),
  });
  console.info(formatReport(report));
  expect(report.operations).toBeGreaterThan(130);
  expect(unexplained(report.failures), `explained: ${Object.keys(explained).join('; ')}`).toEqual([]);
}, 1_800_000);
