import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataOf, errorBody, idParams, pageMeta, pageOf } from '@tyreline/domain/contract/common';
import {
  mailAttachmentParams,
  mailMessage,
  mailQuery,
  mailSummary,
} from '@tyreline/domain/contract/staff-mail';
import { sendDownload } from '../../lib/download.ts';
import { notFound } from '../../lib/errors.ts';
import type { MailService } from './mail.service.ts';

const tags = ['staff'];

/** `/api/staff/mail*`: every message the shop wrote, sent or only recorded, for administrators. */
export const mailRoutes: FastifyPluginAsyncZod<{ mail: MailService }> = async (app, { mail }) => {
  app.get(
    '/mail',
    {
      config: { permission: 'readMail' },
      schema: {
        tags,
        summary:
          'Every message, newest first, by status and by a text in the address or subject (administrators)',
        querystring: mailQuery,
        response: { 200: pageOf(mailSummary), 401: errorBody, 403: errorBody, 422: errorBody },
      },
    },
    async (request) => {
      const { data, total } = await mail.list(request.query);
      return { data, meta: pageMeta(total, request.query) };
    },
  );

  app.get(
    '/mail/:id',
    {
      config: { permission: 'readMail' },
      schema: {
        tags,
        summary: 'One message with its HTML and plain-text bodies and its Message-ID (administrators)',
        params: idParams,
        response: {
          200: dataOf(mailMessage),
          401: errorBody,
          403: errorBody,
          404: errorBody,
          422: errorBody,
        },
      },
    },
    async (request) => {
      const found = await mail.get(request.params.id);
      if (!found) throw notFound('No such message');
      return { data: found };
    },
  );

  app.get(
    '/mail/:id/attachments/:attachmentId',
    {
      config: { permission: 'readMail' },
      schema: {
        tags,
        summary: 'One of a message’s attachments, as the file it was sent as (administrators)',
        params: mailAttachmentParams,
        response: { 401: errorBody, 403: errorBody, 404: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const file = await mail.attachment(request.params.id, request.params.attachmentId);
      if (!file) throw notFound('No such attachment');
      return sendDownload(reply, file);
    },
  );

  app.post(
    '/mail/:id/resend',
    {
      config: { permission: 'manageMail' },
      schema: {
        tags,
        summary:
          'Queue a copy of a message with a Message-ID of its own (recorded only without SMTP_URL); audited',
        params: idParams,
        response: {
          201: dataOf(mailMessage),
          401: errorBody,
          403: errorBody,
          404: errorBody,
          422: errorBody,
        },
      },
    },
    async (request, reply) => {
      const copy = await mail.resend(request.params.id, request.staff.staffId);
      if (!copy) throw notFound('No such message');
      return reply.status(201).send({ data: copy });
    },
  );
};
