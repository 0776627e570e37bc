// @guardians/shared/site-config: Site configuration, the env settings and the local-chain faucet.
export * from '../site-config.ts';
export * from '../env-settings.ts';
export * from '../dev.ts';
