import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const walletsRoutes: FastifyPluginAsyncZod = async () => {};

export default walletsRoutes;
