// @guardians/shared/demo: The demo catalogue and its generated art (server only).
export * from '../demo.ts';
