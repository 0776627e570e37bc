import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { startSite } from './launcher.ts';
import { siteAdminAddress } from './site-admin.ts';
import { waitForCatalogue } from './wait-for-catalogue.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    rpcUrl: string;
    databaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  // As `npm start` runs it: no X or Discord app, so linking goes through the demo's own stand-ins.
  const site = await startSite({ env: { ADMIN_ACCOUNTS: siteAdminAddress() } });
  try {
    await waitForCatalogue(await site.databaseUrl());
  } catch (error) {
    await site.stop();
    throw error;
  }
  project.provide('baseUrl', site.baseUrl);
  project.provide('rpcUrl', site.rpcUrl);
  project.provide('databaseUrl', await site.databaseUrl());
  return async () => {
    await site.stop();
    await rm(site.dataDir, { recursive: true, force: true });
  };
}
