import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@tyreline/domain/contract/common';
import { PASSWORD_RESET_DONE, PASSWORD_RESET_SENT } from '@tyreline/domain/password-reset';
import {
  passwordResetAnswer,
  passwordResetConfirmation,
  passwordResetRequest,
} from '@tyreline/domain/contract/password-reset';
import type { PasswordResets } from './password-reset.service.ts';

/** `POST …/password-reset` and `…/password-reset/confirm`, open to everyone; the shop's and the back office's. */
export const passwordResetRoutes: FastifyPluginAsyncZod<{ resets: PasswordResets; tag: string }> = async (
  app,
  { resets, tag },
) => {
  app.post(
    '/password-reset',
    {
      schema: {
        tags: [tag],
        summary:
          'Forgot password: mail a single-use reset link (the same answer whether or not the address exists)',
        security: [],
        body: passwordResetRequest,
        response: { 202: passwordResetAnswer, 400: errorBody, 422: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      await resets.request(request.body, request.ip);
      return reply.status(202).send({ message: PASSWORD_RESET_SENT });
    },
  );

  app.post(
    '/password-reset/confirm',
    {
      schema: {
        tags: [tag],
        summary: 'Set a new password with a reset link’s token; every session of the person ends',
        security: [],
        body: passwordResetConfirmation,
        response: { 200: passwordResetAnswer, 400: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      await resets.confirm(request.body);
      return { message: PASSWORD_RESET_DONE };
    },
  );
};
