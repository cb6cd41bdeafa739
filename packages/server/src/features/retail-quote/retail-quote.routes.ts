import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataOf, errorBody } from '@tyreline/domain/contract/common';
import { retailQuoteRequest, retailSettings } from '@tyreline/domain/contract/retail';
import { sendDownload } from '../../lib/download.ts';
import type { RetailQuoteService } from './retail-quote.service.ts';

const errors = { 401: errorBody, 403: errorBody, 404: errorBody, 422: errorBody, 499: errorBody };

/** The account's sell prices (owner sets them) and the retail quote its counter prints for a customer. */
export const retailQuoteRoutes: FastifyPluginAsyncZod<{ retailQuote: RetailQuoteService }> = async (
  app,
  { retailQuote },
) => {
  const tags = ['retail quote'];

  app.get(
    '/account/retail-settings',
    {
      config: { team: 'seePrices' },
      schema: {
        tags,
        summary:
          'The account’s sell-price settings: markup (percent or fixed per item), rounding, fees per tyre',
        response: { 200: dataOf(retailSettings), ...errors },
      },
    },
    async (request) => ({ data: await retailQuote.settings(request.caller.accountId) }),
  );

  app.put(
    '/account/retail-settings',
    {
      config: { team: 'setSellPrices' },
      schema: {
        tags,
        summary: 'Sets the account’s sell prices (owners only); a markup outside 0–500 % is a 422',
        body: retailSettings,
        response: { 200: dataOf(retailSettings), 400: errorBody, ...errors },
      },
    },
    async (request) => ({ data: await retailQuote.saveSettings(request.caller.accountId, request.body) }),
  );

  app.post(
    '/retail-quote',
    {
      config: { team: 'seePrices' },
      schema: {
        tags,
        summary:
          'A retail quote (PDF) for the shop’s customer: sell prices, fees and GST — never the trade price',
        body: retailQuoteRequest,
        response: { 400: errorBody, ...errors },
      },
    },
    async (request, reply) => sendDownload(reply, await retailQuote.quote(request.caller, request.body)),
  );
};
