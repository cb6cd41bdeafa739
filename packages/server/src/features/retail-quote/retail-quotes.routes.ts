import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf, errorBody, idParams } from '@tyreline/domain/contract/common';
import { retailQuoteRequest } from '@tyreline/domain/contract/retail';
import {
  createdQuote,
  publicQuote,
  quoteSettings,
  quoteSettingsView,
  savedQuote,
  savedQuoteSummary,
} from '@tyreline/domain/contract/retail-quotes';
import type { RetailQuoteService } from './retail-quote.service.ts';
import type { RetailQuotesService } from './retail-quotes.service.ts';

const errors = { 401: errorBody, 403: errorBody, 404: errorBody, 422: errorBody, 499: errorBody };
const tags = ['retail quote'];

/** The shop's saved quotes and what they print about the shop (owners set it, like the sell prices). */
export const savedQuoteRoutes: FastifyPluginAsyncZod<{
  retailQuote: RetailQuoteService;
  quotes: RetailQuotesService;
}> = async (app, { retailQuote, quotes }) => {
  app.get(
    '/account/quote-settings',
    {
      config: { team: 'seePrices' },
      schema: {
        tags,
        summary: 'The shop’s name, ABN, phone and address on its quotes, and how many days a quote holds',
        response: { 200: dataOf(quoteSettingsView), ...errors },
      },
    },
    async (request) => ({ data: await retailQuote.quoteSettings(request.caller.accountId) }),
  );

  app.put(
    '/account/quote-settings',
    {
      config: { team: 'setSellPrices' },
      schema: {
        tags,
        summary: 'Sets what the shop’s quotes print (owners only); an ABN whose checksum fails is a 422',
        body: quoteSettings,
        response: { 200: dataOf(quoteSettingsView), 400: errorBody, ...errors },
      },
    },
    async (request) => ({
      data: await retailQuote.saveQuoteSettings(request.caller.accountId, request.body),
    }),
  );

  app.post(
    '/retail-quotes',
    {
      config: { team: 'seePrices' },
      schema: {
        tags,
        summary:
          'Saves a quote at sell prices (Q-000001) with a link its customer opens; the token is shown once',
        body: retailQuoteRequest,
        response: { 201: dataOf(createdQuote), 400: errorBody, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await quotes.create(request.caller, request.body) }),
  );

  app.get(
    '/retail-quotes',
    {
      config: { team: 'seePrices' },
      schema: {
        tags,
        summary: 'The account’s latest 50 saved quotes, newest first, with their state',
        response: { 200: dataOf(z.array(savedQuoteSummary)), ...errors },
      },
    },
    async (request) => ({ data: await quotes.list(request.caller.accountId) }),
  );

  app.get(
    '/retail-quotes/:id',
    {
      config: { team: 'seePrices' },
      schema: {
        tags,
        summary: 'One saved quote with today’s products, to make a cart of it',
        params: idParams,
        response: { 200: dataOf(savedQuote), ...errors },
      },
    },
    async (request) => ({ data: await quotes.get(request.caller, request.params.id) }),
  );

  app.post(
    '/retail-quotes/:id/withdraw',
    {
      config: { team: 'seePrices' },
      schema: {
        tags,
        summary: 'Withdraws the quote’s link: its customer’s page answers 410 from now on',
        params: idParams,
        response: { 200: dataOf(savedQuoteSummary), ...errors },
      },
    },
    async (request) => ({ data: await quotes.withdraw(request.caller.accountId, request.params.id) }),
  );
};

const tokenParams = z.object({ token: z.string() });
const publicErrors = { 404: errorBody, 410: errorBody };

/** The customer's side, signed out: the quote its link names, and accepting it. */
export const publicQuoteRoutes: FastifyPluginAsyncZod<{ quotes: RetailQuotesService }> = async (
  app,
  { quotes },
) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    reply.header('x-robots-tag', 'noindex');
  });

  app.get(
    '/quotes/:token',
    {
      schema: {
        tags,
        security: [],
        summary:
          'The quote a link names: the shop and its sell prices only; unknown 404, withdrawn or expired 410',
        params: tokenParams,
        response: { 200: dataOf(publicQuote), ...publicErrors },
      },
    },
    async (request) => ({ data: await quotes.view(request.params.token) }),
  );

  app.post(
    '/quotes/:token/accept',
    {
      schema: {
        tags,
        security: [],
        summary: 'The customer accepts the quote; accepting again answers the same accepted quote',
        params: tokenParams,
        response: { 200: dataOf(publicQuote), ...publicErrors },
      },
    },
    async (request) => ({ data: await quotes.accept(request.params.token) }),
  );
};
