import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '@tyreline/domain/contract/common';
import {
  changePasswordRequest,
  confirmPasswordRequest,
  tokenRequest,
  tokenResponse,
} from '@tyreline/domain/contract/auth';
import type { AuthService } from './auth.service.ts';

const errors = { 400: errorBody, 401: errorBody, 422: errorBody, 429: errorBody, 499: errorBody };

/** `POST /oauth/token`: the password and refresh_token grants (JSON or form body). */
export const tokenRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.post(
    '/oauth/token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in (password grant) or renew a session (refresh_token grant)',
        body: tokenRequest,
        response: { 200: tokenResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return auth.token(request.body, request.ip);
    },
  );
};

/** Session calls for a signed-in customer. */
export const sessionRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.post(
    '/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Revoke the current session',
        response: { 204: z.null(), 401: errorBody },
      },
    },
    async (request, reply) => {
      await auth.logout(request.caller);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/change-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Change the signed-in user’s password',
        body: changePasswordRequest,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => {
      await auth.changePassword(request.caller, request.body);
      return { message: 'Password changed.' };
    },
  );

  app.post(
    '/confirm-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Checks the signed-in user’s password (leaving the counter’s customer view); wrong is a 422',
        body: confirmPasswordRequest,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await auth.confirmPassword(request.caller, request.body, request.ip);
      return reply.status(204).send(null);
    },
  );
};
