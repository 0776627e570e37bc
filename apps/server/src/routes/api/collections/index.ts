import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const collectionsRoutes: FastifyPluginAsyncZod = async () => {};

export default collectionsRoutes;
