import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf, errorBody, idParams, pageMeta, pageOf } from '@tyreline/domain/contract/common';
import {
  PRODUCT_LABELS,
  productEdit,
  productStatusRequest,
  staffCatalogueOptions,
  staffProduct,
  staffProductQuery,
  staffProductSummary,
  staleProductBody,
  staleStockBody,
  stockAdjustment,
  stockTransfer,
  stockTransferDone,
  stockLevel,
  stockMovement,
  stockMovementQuery,
  stockParams,
} from '@tyreline/domain/contract/staff-catalogue';
import type { Db } from '../../db/client.ts';
import { AppError, invalid, notFound } from '../../lib/errors.ts';
import { createProductAdmin, type ProductOutcome } from './product-admin.service.ts';
import { createStockLevels } from './stock-levels.service.ts';
import { createAccountRepository } from '../account/account.repository.ts';
import { changesSince } from '../audit/audit.repository.ts';
import { createOptionsRepository } from './options.repository.ts';

const tags = ['staff'];
const view = { permission: 'viewCatalogue' as const };
const edit = { permission: 'editCatalogue' as const };
const adjust = { permission: 'adjustStock' as const };

const productEditAnswers = {
  200: dataOf(staffProduct),
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: staleProductBody,
  422: errorBody,
};

const FIELD_NAMES: Record<string, string> = {
  ...Object.fromEntries(Object.entries(PRODUCT_LABELS).map(([key, label]) => [key, label.toLowerCase()])),
  active: 'active or deactivated',
};

/** The 409 of a stale product edit: who changed what since the version the person saw (as for accounts). */
async function staleMessage(db: Db, id: number, seenVersion: number) {
  const changes = await changesSince(db, 'product', id, seenVersion);
  const order = Object.keys(FIELD_NAMES);
  const fields = changes.fields.sort((a, b) => order.indexOf(a) - order.indexOf(b));
  const who = changes.staffNames.length > 0 ? ` by ${changes.staffNames.join(' and ')}` : '';
  const what = fields.length > 0 ? `: ${fields.map((field) => FIELD_NAMES[field] ?? field).join(', ')}` : '';
  return {
    message: `This product was changed meanwhile${who}${what}. Your changes were not saved; the form now shows it as it is.`,
    fields,
  };
}

/** `/api/staff/products*` and the catalogue's options: every role reads, sales edit, the warehouse counts. */
export const staffCatalogueRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const productAdmin = createProductAdmin(db);
  const stockLevels = createStockLevels(db);
  const accounts = createAccountRepository(db);
  const options = createOptionsRepository(db);

  const answer = async (outcome: ProductOutcome, seenVersion: number) => {
    switch (outcome.kind) {
      case 'done':
        return { data: outcome.product };
      case 'not_found':
        throw notFound();
      case 'no_brand':
        throw invalid({ brand_id: [`There is no brand ${outcome.brandId}`] });
      case 'stale': {
        const { message, fields } = await staleMessage(db, outcome.product.id, seenVersion);
        throw new AppError('conflict', message, undefined, {
          current: outcome.product,
          changed_fields: fields,
        });
      }
    }
  };

  app.get(
    '/catalogue/options',
    {
      config: view,
      schema: {
        tags,
        summary: 'Departments and brands, for the catalogue’s filters and the product form',
        response: { 200: dataOf(staffCatalogueOptions), 401: errorBody, 403: errorBody },
      },
    },
    async () => {
      const [departments, brands] = await Promise.all([accounts.departments(), options.allBrands()]);
      return { data: { departments, brands } };
    },
  );

  app.get(
    '/products',
    {
      config: view,
      schema: {
        tags,
        summary:
          'One department’s products (the first by default) by the shop’s filters, deactivated ones too, with exact stock',
        querystring: staffProductQuery,
        response: { 200: pageOf(staffProductSummary), 401: errorBody, 403: errorBody, 422: errorBody },
      },
    },
    async (request) => {
      const { data, total } = await productAdmin.list(request.query, request.staff);
      return { data, meta: pageMeta(total, request.query) };
    },
  );

  app.get(
    '/products/:id',
    {
      config: view,
      schema: {
        tags,
        summary: 'One product with its exact stock per warehouse and the version an edit must name',
        params: idParams,
        response: {
          200: dataOf(staffProduct),
          401: errorBody,
          403: errorBody,
          404: errorBody,
          422: errorBody,
        },
      },
    },
    async (request) => {
      const found = await productAdmin.find(request.params.id, request.staff);
      if (!found) throw notFound();
      return { data: found };
    },
  );

  app.put(
    '/products/:id',
    {
      config: edit,
      schema: {
        tags,
        summary:
          'Edit a product (the version seen must still be current, else 409 naming what changed); audited (admin, sales)',
        params: idParams,
        body: productEdit,
        response: productEditAnswers,
      },
    },
    async (request) => {
      const { version, ...input } = request.body;
      const outcome = await productAdmin.update(request.params.id, input, {
        staffId: request.staff.staffId,
        version,
      });
      return answer(outcome, version);
    },
  );

  app.post(
    '/products/:id/status',
    {
      config: edit,
      schema: {
        tags,
        summary:
          'Deactivate (the shop stops listing and selling it) or reactivate a product, with the version seen; audited',
        params: idParams,
        body: productStatusRequest,
        response: productEditAnswers,
      },
    },
    async (request) => {
      const { active, version } = request.body;
      const outcome = await productAdmin.setActive(request.params.id, active, {
        staffId: request.staff.staffId,
        version,
      });
      return answer(outcome, version);
    },
  );

  app.put(
    '/products/:id/stock/:warehouseId',
    {
      config: adjust,
      schema: {
        tags,
        summary:
          'Set a warehouse’s level with a reason (409 when it is no longer the level seen); kept as a stock movement and audited (admin, warehouse)',
        params: stockParams,
        body: stockAdjustment,
        response: {
          200: dataOf(stockLevel.extend({ movement_id: z.number().int() })),
          401: errorBody,
          403: errorBody,
          404: errorBody,
          409: staleStockBody,
          422: errorBody,
        },
      },
    },
    async (request) => {
      const { id, warehouseId } = request.params;
      const outcome = await stockLevels.adjust(
        id,
        warehouseId,
        request.body,
        request.staff.staffId,
        request.staff,
      );
      switch (outcome.kind) {
        case 'done':
          return { data: { ...outcome.level, movement_id: outcome.movementId } };
        case 'not_found':
          throw notFound();
        case 'no_warehouse':
          throw invalid({
            warehouse_id: [`Warehouse ${warehouseId} does not hold this product’s department’s stock`],
          });
        case 'unchanged':
          throw invalid({ quantity: [`The level is already ${outcome.level.quantity}`] });
        case 'stale':
          throw new AppError(
            'conflict',
            `The level at ${outcome.level.warehouse_name} changed meanwhile to ${outcome.level.quantity}. Nothing was saved; check the count and try again.`,
            undefined,
            { current: outcome.level },
          );
      }
    },
  );

  app.post(
    '/products/:id/stock-transfers',
    {
      config: adjust,
      schema: {
        tags,
        summary:
          'Move stock to another warehouse of the product’s department with a reason: a transfer-out and a transfer-in movement naming it, audited (admin, warehouse)',
        params: idParams,
        body: stockTransfer,
        response: {
          201: dataOf(stockTransferDone),
          401: errorBody,
          403: errorBody,
          404: errorBody,
          422: errorBody,
        },
      },
    },
    async (request, reply) => {
      const outcome = await stockLevels.transfer(
        request.params.id,
        request.body,
        request.staff.staffId,
        request.staff,
      );
      switch (outcome.kind) {
        case 'done':
          return reply.code(201).send({ data: { id: outcome.id, from: outcome.from, to: outcome.to } });
        case 'not_found':
          throw notFound();
        case 'no_warehouse':
          throw invalid({
            [outcome.field]: [
              `Warehouse ${request.body[outcome.field]} does not hold this product’s department’s stock`,
            ],
          });
        case 'short':
          throw invalid({
            quantity: [
              `${outcome.level.warehouse_name} holds only ${outcome.level.quantity}; nothing was moved`,
            ],
          });
      }
    },
  );

  app.get(
    '/products/:id/stock-movements',
    {
      config: view,
      schema: {
        tags,
        summary:
          'The product’s stock movements (its ledger), newest first; optionally one warehouse’s or one kind’s',
        params: idParams,
        querystring: stockMovementQuery,
        response: {
          200: pageOf(stockMovement),
          401: errorBody,
          403: errorBody,
          404: errorBody,
          422: errorBody,
        },
      },
    },
    async (request) => {
      if (!(await productAdmin.find(request.params.id))) throw notFound();
      const { data, total } = await stockLevels.movements(request.params.id, request.query, request.staff);
      return { data, meta: pageMeta(total, request.query) };
    },
  );
};
