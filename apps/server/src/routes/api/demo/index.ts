import {
  DemoCollectionInfoSchema,
  DemoCollectionListResponseSchema,
  DemoCollectionParamsSchema,
  DemoImageQuerySchema,
  DemoMediaParamsSchema,
  DemoTokenMetadataSchema,
  DemoTokenParamsSchema,
  ErrorBodySchema,
} from '@guardians/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { demoBanner } from '../../../demo/demo-banner.ts';
import { assertTokenInRange, getDemoCollection, loadDemoCollections } from '../../../demo/demo-catalogue.ts';
import { fileHeaders, notModified, sendRanged } from '../../../demo/demo-http.ts';
import { tokenPng, tokenPngEtag, tokenSvg } from '../../../demo/demo-image-service.ts';
import { getDemoMediaFile } from '../../../demo/demo-media-files.ts';
import { collectionInfoFor, metadataFor } from '../../../demo/demo-metadata.ts';
import { siteOrigin } from '../../../infra/http/site-origin.ts';
import { fileAnswer, notModifiedAnswer } from '../../../plugins/openapi-media.ts';

/** Even if the SVG were opened as a document, nothing in it may run or load. */
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";
/** Token JSON is cheap to rebuild; a short cache lets a changed PUBLIC_URL show up quickly. */
const METADATA_CACHE = 'public, max-age=300';

const errors = { 400: ErrorBodySchema, 404: ErrorBodySchema };

/**
 * Outside the per-IP API limit: the indexer reads every token's metadata from this server (1,650 in
 * a burst on first start), and the content is bounded and cached (a fixed set of tokens and sizes).
 */
const demoMedia = fileAnswer('The file, or the range asked for', [
  'video/mp4',
  'audio/mpeg',
  'model/gltf+json',
]);
const unlimited = { rateLimit: false } as const;

const demoRoutes: FastifyPluginAsyncZod = async (app) => {
  const rootDir = app.config.rootDir;
  const tags = ['demo'];

  app.get(
    '/',
    {
      config: unlimited,
      schema: { tags, summary: 'The demo collections', response: { 200: DemoCollectionListResponseSchema } },
    },
    async (request) => {
      const items = loadDemoCollections(rootDir).map((c) => collectionInfoFor(c, siteOrigin(request)));
      return { data: { items, total: items.length } };
    },
  );

  app.get(
    '/media/:file',
    {
      config: unlimited,
      schema: {
        tags,
        summary: 'A sample media file (mp4, mp3, glTF); Range requests answered with 206',
        params: DemoMediaParamsSchema,
        response: { 200: demoMedia, 206: demoMedia, 304: notModifiedAnswer, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const file = await getDemoMediaFile(rootDir, request.params.file);
      if (notModified(request, reply, file.etag)) return reply.send(undefined);
      return sendRanged(request, reply, file);
    },
  );

  app.get(
    '/:collection',
    {
      config: unlimited,
      schema: {
        tags,
        summary: 'Collection-level metadata (contractURI) with the token base URI',
        params: DemoCollectionParamsSchema,
        response: { 200: DemoCollectionInfoSchema, ...errors },
      },
    },
    async (request, reply) => {
      const collection = getDemoCollection(rootDir, request.params.collection);
      reply.header('cache-control', METADATA_CACHE);
      return collectionInfoFor(collection, siteOrigin(request));
    },
  );

  app.get(
    '/:collection/banner.webp',
    {
      config: unlimited,
      schema: {
        tags,
        summary: "A demo collection's banner: a mosaic of its first tokens",
        params: DemoCollectionParamsSchema,
        response: {
          200: fileAnswer('The banner', ['image/webp']),
          304: notModifiedAnswer,
          404: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const banner = await demoBanner(getDemoCollection(rootDir, request.params.collection));
      if (notModified(request, reply, banner.etag)) return reply.send(undefined);
      return fileHeaders(reply, banner).send(banner.body);
    },
  );

  app.get(
    '/:collection/:tokenId',
    {
      config: unlimited,
      schema: {
        tags,
        summary: "A demo token's metadata JSON (the token URI)",
        params: DemoTokenParamsSchema,
        response: { 200: DemoTokenMetadataSchema, ...errors },
      },
    },
    async (request, reply) => {
      const collection = getDemoCollection(rootDir, request.params.collection);
      reply.header('cache-control', METADATA_CACHE).header('cross-origin-resource-policy', 'cross-origin');
      return metadataFor(collection, request.params.tokenId, siteOrigin(request));
    },
  );

  app.get(
    '/:collection/:tokenId/image.png',
    {
      config: unlimited,
      schema: {
        tags,
        summary: "A demo token's art as PNG (512 px; size=160 or 320 for thumbnails)",
        params: DemoTokenParamsSchema,
        querystring: DemoImageQuerySchema,
        response: { 200: fileAnswer('The art', ['image/png']), 304: notModifiedAnswer, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const collection = getDemoCollection(rootDir, request.params.collection);
      const { tokenId } = request.params;
      assertTokenInRange(collection, tokenId);
      const { size } = request.query;
      if (notModified(request, reply, tokenPngEtag(collection, tokenId, size))) return reply.send(undefined);
      const image = await tokenPng(collection, tokenId, size);
      return fileHeaders(reply, image).send(image.body);
    },
  );

  app.get(
    '/:collection/:tokenId/image.svg',
    {
      config: unlimited,
      schema: {
        tags,
        summary: "A demo token's art as SVG",
        params: DemoTokenParamsSchema,
        response: {
          200: fileAnswer('The art', ['image/svg+xml']),
          304: notModifiedAnswer,
          404: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const collection = getDemoCollection(rootDir, request.params.collection);
      const image = tokenSvg(collection, request.params.tokenId);
      if (notModified(request, reply, image.etag)) return reply.send(undefined);
      return fileHeaders(reply, image).header('content-security-policy', SVG_CSP).send(image.body);
    },
  );
};

export default demoRoutes;
