import type { FastifyRequest } from 'fastify';
import { TEAM_REFUSALS, teamMay, type TeamPermission } from '@tyreline/domain/team';
import { AppError } from '../../lib/errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the caller's team role must allow for a customer route; none = every role. */
    team?: TeamPermission;
  }
}

/** 403 unless the caller's role on the account's team allows what the route declares. */
export function checkTeamRole(request: FastifyRequest): void {
  const permission = request.routeOptions.config.team;
  if (permission && !teamMay(request.caller.role, permission)) {
    throw new AppError('forbidden', TEAM_REFUSALS[permission]);
  }
}
