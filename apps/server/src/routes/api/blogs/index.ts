import {
  CategoryListQuerySchema,
  CategoryListResponseSchema,
  ErrorBodySchema,
  PostIdParamsSchema,
  PostListQuerySchema,
  PostListResponseSchema,
  PostResponseSchema,
} from '@guardians/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listCategories, listPosts } from '../../../services/editorial/post-repository.ts';
import { getPost } from '../../../services/editorial/post-service.ts';

const tags = ['blog'];

/** Spec 7 "Blog": the blog's posts and categories (the app ignores trailing slashes: `/all/` works). */
const blogsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/all',
    {
      schema: {
        tags,
        summary: 'Blog posts, newest first, optionally in one category (any case), with the total count',
        querystring: PostListQuerySchema,
        response: { 200: PostListResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => ({ data: await listPosts(app.db, 'blog', request.query) }),
  );

  app.get(
    '/categories/all',
    {
      schema: {
        tags,
        summary: 'Blog categories by name with their post counts',
        querystring: CategoryListQuerySchema,
        response: { 200: CategoryListResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => ({ data: await listCategories(app.db, 'blog', request.query) }),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One blog post by number or slug, with its rendered HTML',
        params: PostIdParamsSchema,
        response: { 200: PostResponseSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => ({ data: await getPost(app.db, 'blog', request.params.id) }),
  );
};

export default blogsRoutes;
