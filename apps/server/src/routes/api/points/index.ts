import {
  CoinBalanceResponseSchema,
  ErrorBodySchema,
  LedgerQuerySchema,
  LedgerResponseSchema,
} from '@guardians/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotSignedInError } from '../../../services/auth/auth-errors.ts';
import { accountLedger } from '../../../services/points/ledger-history.ts';
import { balanceOf } from '../../../services/points/points-ledger.ts';
import { expireStaleVouchers } from '../../../services/swaps/voucher-settlement.ts';

const tags = ['points'];

const pointsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The balance stays readable when the chain is not: settling waits for the next read then.
  const settleOpenVouchers = async (account: string, log: FastifyBaseLogger) => {
    try {
      await expireStaleVouchers(app.db, app.chain, account);
    } catch (err) {
      log.warn({ err }, 'could not settle open claim vouchers');
    }
  };

  app.get(
    '/balance/me',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary: "The caller's coin balance (the sum of their ledger rows)",
        response: { 200: CoinBalanceResponseSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => {
      if (!request.session) throw new NotSignedInError();
      const account = request.session.account.toLowerCase() as `0x${string}`;
      // A voucher that can no longer be claimed gives its coins back before the balance is read.
      await settleOpenVouchers(account, request.log);
      return { data: { account, balance: await balanceOf(app.db, account) } };
    },
  );

  app.get(
    '/ledger/me',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary: "The caller's ledger rows, newest first, with the balance",
        querystring: LedgerQuerySchema,
        response: { 200: LedgerResponseSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => {
      if (!request.session) throw new NotSignedInError();
      await settleOpenVouchers(request.session.account, request.log);
      return { data: await accountLedger(app.db, request.session.account, request.query) };
    },
  );
};

export default pointsRoutes;
