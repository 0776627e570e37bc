import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const nftsRoutes: FastifyPluginAsyncZod = async () => {};

export default nftsRoutes;
