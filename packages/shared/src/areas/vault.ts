// @guardians/shared/vault: The vault.
export * from '../vault.ts';
export * from '../vault-console.ts';
