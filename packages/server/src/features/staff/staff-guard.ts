import type { FastifyInstance } from 'fastify';
import { staffMay, type StaffPermission } from '@tyreline/domain/staff';
import { AppError, FORBIDDEN_FOR_ROLE } from '../../lib/errors.ts';
import type { StaffCaller } from './staff-auth.repository.ts';
import type { StaffAuthService } from './staff-auth.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member; set for every /api/staff route by the staff guard. */
    staff: StaffCaller;
  }
  interface FastifyContextConfig {
    /** What a staff route does, as STAFF_PERMISSIONS names it; a staff route without one refuses everyone. */
    permission?: StaffPermission;
  }
}

/** One hook for a scope of staff routes: 401 unless a staff token, then 403 unless the route names the role. */
export function registerStaffGuard(scope: FastifyInstance, auth: StaffAuthService): void {
  scope.decorateRequest('staff');
  scope.addHook('onRequest', async (request) => {
    request.staff = await auth.authenticate(request.headers.authorization);
    const { permission } = request.routeOptions.config;
    if (!permission || !staffMay(request.staff.role, permission))
      throw new AppError('forbidden', FORBIDDEN_FOR_ROLE);
  });
}
