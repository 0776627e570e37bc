import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { startSite } from './launcher.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    rpcUrl: string;
    databaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const site = await startSite();
  project.provide('baseUrl', site.baseUrl);
  project.provide('rpcUrl', site.rpcUrl);
  project.provide('databaseUrl', await site.databaseUrl());
  return async () => {
    await site.stop();
    await rm(site.dataDir, { recursive: true, force: true });
  };
}
