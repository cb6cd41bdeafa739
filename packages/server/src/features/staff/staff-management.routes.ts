import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf, errorBody, idParams } from '@tyreline/domain/contract/common';
import {
  staffPasswordReset,
  staffUser,
  staffUserEdit,
  staffUserInput,
  staffUserStatusRequest,
  staleStaffUserBody,
} from '@tyreline/domain/contract/staff-users';
import type { Db } from '../../db/client.ts';
import { AppError, FORBIDDEN_FOR_ROLE, invalid, notFound } from '../../lib/errors.ts';
import { changesSince } from '../audit/audit.repository.ts';
import type { StaffAuthService } from './staff-auth.service.ts';
import { createStaffUser, createStaffUsers, type StaffUserOutcome } from './staff-users.service.ts';

const guarded = { permission: 'manageStaff' as const };
const tags = ['staff'];

/** What a change to one member of staff answers: them, or 409 with them as they are now. */
const editAnswers = {
  200: dataOf(staffUser),
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: staleStaffUserBody,
  422: errorBody,
};

const FIELD_NAMES: Record<string, string> = {
  username: 'username',
  name: 'name',
  role: 'role',
  disabled: 'enabled or disabled',
  password: 'password',
  warehouse_ids: 'warehouses',
};

const unknownWarehouse = (warehouseId: number) =>
  invalid({ warehouse_ids: [`There is no warehouse ${warehouseId}; choose warehouses from the list`] });

export const SELF_REFUSALS = {
  role: 'You cannot take away your own administrator role. Ask another administrator.',
  disable: 'You cannot disable your own sign-in. Ask another administrator.',
} as const;

/** Staff sign-ins, for administrators: the same service as the operator tool's `staff:create`. */
export const staffManagementRoutes: FastifyPluginAsyncZod<{ db: Db; auth: StaffAuthService }> = async (
  app,
  { db, auth },
) => {
  const staff = createStaffUsers(db);

  /** The member of staff after a change, or the error answer for why not. */
  const answer = async (outcome: StaffUserOutcome, seenVersion: number) => {
    switch (outcome.kind) {
      case 'done':
        auth.forgetStaff(outcome.user.id);
        return { data: outcome.user };
      case 'not_found':
        throw notFound();
      case 'unknown_warehouse':
        throw unknownWarehouse(outcome.warehouseId);
      case 'forbidden':
        throw new AppError('forbidden', FORBIDDEN_FOR_ROLE);
      case 'self':
        throw outcome.change === 'role'
          ? invalid({ role: [SELF_REFUSALS.role] }, SELF_REFUSALS.role)
          : invalid({ disabled: [SELF_REFUSALS.disable] }, SELF_REFUSALS.disable);
      case 'stale': {
        const { fields, staffNames } = await changesSince(db, 'staff_user', outcome.user.id, seenVersion);
        const who = staffNames.length > 0 ? ` by ${staffNames.join(' and ')}` : '';
        const what =
          fields.length > 0 ? `: ${fields.map((field) => FIELD_NAMES[field] ?? field).join(', ')}` : '';
        throw new AppError(
          'conflict',
          `${outcome.user.username} was changed meanwhile${who}${what}. Your change was not saved; the list now shows them as they are.`,
          undefined,
          { current: outcome.user, changed_fields: fields },
        );
      }
    }
  };

  app.get(
    '/staff',
    {
      config: guarded,
      schema: {
        tags,
        summary: 'Every staff sign-in by username, with role, status and version (administrators)',
        response: { 200: dataOf(z.array(staffUser)), 401: errorBody, 403: errorBody },
      },
    },
    async () => ({ data: await staff.list() }),
  );

  app.post(
    '/staff',
    {
      config: guarded,
      schema: {
        tags,
        summary: 'Create a staff sign-in, as `staff:create` does; audited (never the password)',
        body: staffUserInput,
        response: { 201: dataOf(staffUser), 401: errorBody, 403: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const outcome = await createStaffUser(db, request.body, { staffId: request.staff.staffId });
      if (outcome.kind === 'username_taken')
        throw invalid({ username: [`The username ${outcome.username} is already taken`] });
      if (outcome.kind === 'unknown_warehouse') throw unknownWarehouse(outcome.warehouseId);
      return reply.status(201).send({ data: outcome.user });
    },
  );

  app.put(
    '/staff/:id',
    {
      config: guarded,
      schema: {
        tags,
        summary:
          'Change a member of staff’s name, role and warehouses (with the version seen; never your own role); audited',
        params: idParams,
        body: staffUserEdit,
        response: editAnswers,
      },
    },
    async (request) => {
      const { version, ...values } = request.body;
      const by = { staffId: request.staff.staffId, version };
      return answer(await staff.edit(request.params.id, values, by), version);
    },
  );

  app.post(
    '/staff/:id/status',
    {
      config: guarded,
      schema: {
        tags,
        summary:
          'Disable (sessions end, 401 from then on) or enable a member of staff, never yourself; audited',
        params: idParams,
        body: staffUserStatusRequest,
        response: editAnswers,
      },
    },
    async (request) => {
      const { disabled, version } = request.body;
      const by = { staffId: request.staff.staffId, version };
      return answer(await staff.setDisabled(request.params.id, disabled, by), version);
    },
  );

  app.post(
    '/staff/:id/password',
    {
      config: guarded,
      schema: {
        tags,
        summary: 'Set a member of staff’s new password and end their sessions; audited (never the password)',
        params: idParams,
        body: staffPasswordReset,
        response: editAnswers,
      },
    },
    async (request) => {
      const { password, version } = request.body;
      const by = { staffId: request.staff.staffId, version };
      return answer(await staff.resetPassword(request.params.id, password, by), version);
    },
  );
};
