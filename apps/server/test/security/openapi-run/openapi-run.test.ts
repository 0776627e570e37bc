import { afterAll, beforeAll, expect, it } from 'vitest';
import { explained, unexplained } from './explained.ts';
import { openApiSite } from './openapi-site.ts';
import { formatReport, runOpenApi } from './run.ts';

/**
 * Issue 28 §2: the property-based run generated from the published OpenAPI document (GET
 * /docs/json over HTTP, not our zod schemas), over every operation, anonymous and signed in, with
 * Schemathesis's checks. A few cases per operation here; the soak suite runs many more.
 */
const site = openApiSite();
beforeAll(() => site.start(), 180_000);
afterAll(() => site.stop());

it('every operation of the published document passes every check', async () => {
  const report = await runOpenApi({
    base: site.base(),
    casesPerOperation: Number(process.env.OPENAPI_CASES ?? 2),
    seed: Number(process.env.OPENAPI_SEED ?? 28),
    identities: site.identities(),
    known: site.known(),
    ...(process.env.OPENAPI_ONLY ? { only: new RegExp(process.env.OPENAPI_ONLY) } : {}),
  });
  console.info(formatReport(report));
  if (!process.env.OPENAPI_ONLY) expect(report.operations).toBeGreaterThan(130);
  expect(unexplained(report.failures), `explained: ${Object.keys(explained).join('; ')}`).toEqual([]);
}, 600_000);
