import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { startSite } from './launcher.ts';
import { startMockOAuthProvider } from './mock-oauth-provider.ts';
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
  // The providers first: the site reads their endpoints from its environment at start.
  const x = await startMockOAuthProvider('twitter');
  const discord = await startMockOAuthProvider('discord');
  const stopProviders = () => Promise.all([x.stop(), discord.stop()]);
  let site: Awaited<ReturnType<typeof startSite>>;
  try {
    site = await startSite({ env: { ...x.env, ...discord.env, ADMIN_ACCOUNTS: siteAdminAddress() } });
  } catch (error) {
    await stopProviders();
    throw error;
  }
  try {
    await waitForCatalogue(await site.databaseUrl());
  } catch (error) {
    await site.stop();
    await stopProviders();
    throw error;
  }
  project.provide('baseUrl', site.baseUrl);
  project.provide('rpcUrl', site.rpcUrl);
  project.provide('databaseUrl', await site.databaseUrl());
  return async () => {
    await site.stop();
    await stopProviders();
    await rm(site.dataDir, { recursive: true, force: true });
  };
}
