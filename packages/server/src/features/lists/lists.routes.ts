import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf, errorBody, idParams } from '@tyreline/domain/contract/common';
import { savedList, savedListRequest, savedListSummary } from '@tyreline/domain/contract/lists';
import type { FastifyRequest } from 'fastify';
import { notFound } from '../../lib/errors.ts';
import type { ListOwner, ListsService } from './lists.service.ts';

const owner = (request: FastifyRequest): ListOwner => request.caller;
const LIST_NOT_FOUND = 'List not found';

/** Saved lists: named products with quantities, shared by the account's team. */
export const listRoutes: FastifyPluginAsyncZod<{ lists: ListsService }> = async (app, { lists }) => {
  const refusals = { 401: errorBody, 404: errorBody, 422: errorBody };

  app.get(
    '/lists',
    {
      schema: {
        tags: ['lists'],
        summary: 'The account’s saved lists, by name',
        response: { 200: dataOf(z.array(savedListSummary)), 401: errorBody },
      },
    },
    async (request) => ({ data: await lists.list(owner(request)) }),
  );

  app.post(
    '/lists',
    {
      schema: {
        tags: ['lists'],
        summary: 'Save a list (from the cart or an order)',
        body: savedListRequest,
        response: { 201: dataOf(savedList), ...refusals },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await lists.create(owner(request), request.body) }),
  );

  app.get(
    '/lists/:id',
    {
      schema: {
        tags: ['lists'],
        summary: 'A saved list with today’s products and stock',
        params: idParams,
        response: { 200: dataOf(savedList), ...refusals },
      },
    },
    async (request) => {
      const found = await lists.get(owner(request), request.params.id);
      if (!found) throw notFound(LIST_NOT_FOUND);
      return { data: found };
    },
  );

  app.put(
    '/lists/:id',
    {
      schema: {
        tags: ['lists'],
        summary: 'Rename a saved list and replace its items',
        params: idParams,
        body: savedListRequest,
        response: { 200: dataOf(savedList), ...refusals },
      },
    },
    async (request) => {
      const found = await lists.replace(owner(request), request.params.id, request.body);
      if (!found) throw notFound(LIST_NOT_FOUND);
      return { data: found };
    },
  );

  app.delete(
    '/lists/:id',
    {
      schema: {
        tags: ['lists'],
        summary: 'Delete a saved list',
        params: idParams,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      if (!(await lists.remove(owner(request), request.params.id))) throw notFound(LIST_NOT_FOUND);
      return reply.status(204).send(null);
    },
  );
};
