import { PASSWORD_MIN_LENGTH } from '@tyreline/domain/contract/auth';
import { staffUserInput } from '@tyreline/domain/contract/staff-users';
import { STAFF_ROLES, isStaffRole } from '@tyreline/domain/staff';
import { createStaffUser } from '../../features/staff/staff-users.service.ts';
import { checked, CliError, optional, required, type CliCommand } from '../command.ts';

const staffCreate: CliCommand = {
  name: 'staff:create',
  summary: 'Create a back-office sign-in for one of the supplier’s staff',
  usage: `--username <email> --role <${STAFF_ROLES.join('|')}> --password <at least ${PASSWORD_MIN_LENGTH} characters> [--name <full name>]`,
  options: {
    username: { type: 'string' },
    role: { type: 'string' },
    password: { type: 'string' },
    name: { type: 'string' },
  },
  async run({ db, values, out }) {
    const username = required(values, 'username', 254);
    const role = required(values, 'role');
    if (!isStaffRole(role))
      throw new CliError(`--role must be one of ${STAFF_ROLES.join(', ')}, got "${role}"`);
    const password = checked('password', staffUserInput.shape.password, values.password);
    const name = optional(values, 'name') || username;
    const outcome = await createStaffUser(db, { username, name, role, password });
    if (outcome.kind === 'username_taken')
      throw new CliError(`The staff username ${outcome.username} is already taken.`);
    if (outcome.kind !== 'created') throw new CliError('No such warehouse.');
    const { user } = outcome;
    out(`Created staff user ${user.id} ${user.username} (${user.role}).`);
  },
};

export const staffCommands: CliCommand[] = [staffCreate];
