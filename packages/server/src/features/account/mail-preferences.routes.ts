import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailPreferences } from '@tyreline/domain/contract/account';
import { dataOf, errorBody } from '@tyreline/domain/contract/common';
import { notFound } from '../../lib/errors.ts';
import type { MailPreferencesService } from './mail-preferences.service.ts';

const tags = ['account'];
const errors = { 401: errorBody, 404: errorBody, 422: errorBody };

/** The signed-in user's optional e-mail notices; security mail, approvals and cancellations always go. */
export const mailPreferenceRoutes: FastifyPluginAsyncZod<{ preferences: MailPreferencesService }> = async (
  app,
  { preferences },
) => {
  app.get(
    '/me/mail-preferences',
    {
      schema: {
        tags,
        summary: 'Which optional e-mail notices the signed-in user wants',
        response: { 200: dataOf(mailPreferences), ...errors },
      },
    },
    async (request) => {
      const found = await preferences.get(request.caller.userId);
      if (!found) throw notFound();
      return { data: found };
    },
  );

  app.put(
    '/me/mail-preferences',
    {
      schema: {
        tags,
        summary:
          'Turns the signed-in user’s optional notices on or off: order placed, dispatched, statements',
        body: mailPreferences,
        response: { 200: dataOf(mailPreferences), 400: errorBody, ...errors },
      },
    },
    async (request) => {
      const saved = await preferences.put(request.caller.userId, request.body);
      if (!saved) throw notFound();
      return { data: saved };
    },
  );
};
