import path from 'node:path';
import { type Guardian, type GuardianContent, GuardianContentFileSchema } from '@guardians/shared';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../errors.ts';
import { readContentFile } from '../editorial/read-content-file.ts';
import { findGuardian, upsertGuardians } from './guardian-repository.ts';

class GuardianNotFoundError extends NotFoundError {
  override readonly code = 'GUARDIAN_NOT_FOUND';
  constructor(id: number) {
    super(`No Guardian with id ${id}`);
  }
}

export async function getGuardian(db: Db, id: number): Promise<Guardian> {
  const guardian = await findGuardian(db, id);
  if (!guardian) throw new GuardianNotFoundError(id);
  return guardian;
}

function readGuardiansFile(file: string): Promise<GuardianContent[]> {
  return readContentFile(file, GuardianContentFileSchema);
}

/** Seeds (and refreshes) the Guardians from content/guardians.json; safe to run on every start. */
export async function seedGuardians(db: Db, file: string): Promise<{ count: number }> {
  const entries = await readGuardiansFile(file);
  await upsertGuardians(db, entries);
  return { count: entries.length };
}

export function guardiansFile(rootDir: string): string {
  return path.join(rootDir, 'content/guardians.json');
}
