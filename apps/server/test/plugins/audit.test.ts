import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { isConsoleWrite, registerAudit } from '../../src/plugins/audit.ts';

describe('the audit plugin', () => {
  it('refuses to register a console write that does not say how it is audited', async () => {
    const app = Fastify();
    registerAudit(app);
    expect(() =>
      app.post('/api/admin/tomorrow', { config: { auth: 'quests:edit' } }, async () => ({})),
    ).toThrow('POST /api/admin/tomorrow is a console write without config.audit');
    // Reads and members' own writes need no entry.
    app.get('/api/admin/read', { config: { auth: 'audit:read' } }, async () => ({}));
    app.post('/api/mine', { config: { auth: 'signed-in' } }, async () => ({}));
    await app.close();
  });

  it('counts permission-gated writes, and reads flagged as writes, as console writes', () => {
    expect(isConsoleWrite({ method: 'DELETE', config: { auth: 'roles:grant' } })).toBe(true);
    expect(isConsoleWrite({ method: 'GET', config: { auth: 'site:edit' } })).toBe(false);
    expect(isConsoleWrite({ method: 'POST', config: { auth: 'content:edit', reads: true } })).toBe(false);
    expect(isConsoleWrite({ method: 'PUT', config: { auth: 'signed-in' } })).toBe(false);
  });
});
