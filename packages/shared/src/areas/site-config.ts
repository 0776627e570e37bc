// @guardians/shared/site-config: Site configuration, the env settings and the local-chain faucet.

export * from '../dev.ts';
export * from '../env-settings.ts';
export * from '../site-config.ts';
