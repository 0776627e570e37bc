// @guardians/shared/vault: The vault.
export * from '../vault.ts';
