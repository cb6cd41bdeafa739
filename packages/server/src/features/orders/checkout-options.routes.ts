import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataOf, errorBody, idParams } from '@tyreline/domain/contract/common';
import {
  checkoutDefaults,
  deliveryAddress,
  option,
  savedAddress,
  warehouseFill,
  warehouseFillRequest,
} from '@tyreline/domain/contract/orders';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { createCheckoutMemoryRepository } from './checkout-memory.repository.ts';
import { createCheckoutOptionsRepository } from './checkout-options.repository.ts';
import { createDeliveryAddressesRepository } from './delivery-addresses.repository.ts';

/**
 * The checkout form's choices: how the customer pays, which of its department's staff it deals with, its
 * saved delivery addresses, what its last order chose, and what each warehouse can fill of the cart.
 */
export const checkoutOptionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const addresses = createDeliveryAddressesRepository(db);
  const memory = createCheckoutMemoryRepository(db);
  const choices = createCheckoutOptionsRepository(db);
  const errors = { 401: errorBody, 422: errorBody, 499: errorBody };

  app.get(
    '/delivery-addresses',
    {
      schema: {
        tags: ['orders'],
        summary: 'The caller’s saved delivery addresses, the most recently used first',
        response: { 200: dataOf(z.array(savedAddress)), ...errors },
      },
    },
    async (request) => ({ data: await addresses.list(request.caller.accountId) }),
  );

  app.post(
    '/delivery-addresses',
    {
      schema: {
        tags: ['orders'],
        summary: 'Saves a delivery address for the caller’s account (the same address is kept once)',
        body: deliveryAddress,
        response: { 201: dataOf(savedAddress), 400: errorBody, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await addresses.remember(request.caller.accountId, request.body) }),
  );

  app.delete(
    '/delivery-addresses/:id',
    {
      schema: {
        tags: ['orders'],
        summary: 'Forgets one of the caller’s saved addresses; another account’s is not found',
        params: idParams,
        response: { 204: z.null(), 404: errorBody, ...errors },
      },
    },
    async (request, reply) => {
      if (!(await addresses.remove(request.caller.accountId, request.params.id))) throw notFound();
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/checkout-defaults',
    {
      schema: {
        tags: ['orders'],
        summary: 'What the caller’s last order chose (ship type, warehouse, payment) and its latest address',
        response: { 200: dataOf(checkoutDefaults), ...errors },
      },
    },
    async (request) => ({ data: await memory.defaults(request.caller.accountId) }),
  );

  app.post(
    '/warehouse-fill',
    {
      schema: {
        tags: ['orders'],
        summary: 'For each of the caller’s warehouses, which of the cart’s lines it holds enough of',
        body: warehouseFillRequest,
        response: { 200: dataOf(z.array(warehouseFill)), 400: errorBody, ...errors },
      },
    },
    async (request) => ({
      data: await memory.warehouseFill(request.caller.departmentId, request.body.lines),
    }),
  );

  app.get(
    '/payment-types',
    {
      schema: {
        tags: ['orders'],
        summary: 'Payment types a checkout may choose',
        response: { 200: dataOf(z.array(option)), 401: errorBody },
      },
    },
    async () => ({ data: await choices.paymentTypes() }),
  );

  app.get(
    '/employees',
    {
      schema: {
        tags: ['orders'],
        summary: 'The employees of the caller’s department',
        response: { 200: dataOf(z.array(option)), 401: errorBody },
      },
    },
    async (request) => ({ data: await choices.employees(request.caller.departmentId) }),
  );
};
