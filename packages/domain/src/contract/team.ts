import { z } from 'zod';
import { required } from '../messages.ts';
import { TEAM_ROLES } from '../team.ts';
import { amount } from './staff-accounts.ts';
import { confirmsPassword, PASSWORD_MIN_LENGTH } from './auth.ts';
import { queryId, requiredText, text } from './common.ts';
import { checkoutRequest } from './orders.ts';

/** Days an invitation link works for; after that the owner invites again. */
export const INVITATION_DAYS = 7;

export const TEAM_LABELS = {
  email: 'Email',
  role: 'Role',
  order_limit: 'Order limit',
  name: 'Your name',
  password: 'Password',
  password_confirmation: 'Confirm password',
  reason: 'Reason',
} as const;

/** A user of the account as its owner sees them on the Team screen. */
export const teamMember = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  disabled: z.boolean(),
  created_at: z.string(),
  role: z.enum(TEAM_ROLES),
  /** A buyer's most per order in dollars, GST inclusive; null = no limit. */
  order_limit: z.number().nullable(),
});
export type TeamMember = z.infer<typeof teamMember>;

/** An invitation not yet accepted: who, as what, until when. */
export const invitation = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(TEAM_ROLES),
  order_limit: z.number().nullable(),
  expires_at: z.string(),
  invited_by: z.string(),
});
export type Invitation = z.infer<typeof invitation>;

export const team = z.object({ members: z.array(teamMember), invitations: z.array(invitation) });
export type Team = z.infer<typeof team>;

const role = z.enum(TEAM_ROLES, { error: `${TEAM_LABELS.role} must be owner, buyer or viewer` });
/** An order limit in dollars, or null / absent for none; only a buyer's counts. */
const orderLimit = amount(TEAM_LABELS.order_limit)
  .nullish()
  .transform((value) => value ?? null);

export const invitationRequest = z.object({
  email: requiredText(TEAM_LABELS.email, 254)
    .toLowerCase()
    .refine(
      (value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
      'Email must be an address such as sam@example.com',
    ),
  role,
  order_limit: orderLimit,
});
export type InvitationRequest = z.input<typeof invitationRequest>;

/** What the owner gets back: the invitation and its one-time link, also mailed to the invitee, to copy. */
export const createdInvitation = z.object({ invitation, link: z.string() });
export type CreatedInvitation = z.infer<typeof createdInvitation>;

export const memberUpdate = z.object({ role, order_limit: orderLimit });
export type MemberUpdate = z.input<typeof memberUpdate>;

export const memberStatusRequest = z.object({
  disabled: z.boolean({ error: 'disabled must be true or false' }),
});

export const invitationToken = z.object({ token: text(100).min(1) });

/** What the invitee sees before setting a password. */
export const invitationPreview = z.object({
  email: z.string(),
  account_name: z.string(),
  role: z.enum(TEAM_ROLES),
});
export type InvitationPreview = z.infer<typeof invitationPreview>;

const passwordText = (label: string) => text(200).min(1, { error: required(label), abort: true });

/** The invitee's form: the same password rules as change-password, and the web client's identity. */
export const invitationAcceptance = z
  .object({
    name: text(200).trim().optional(),
    password: passwordText(TEAM_LABELS.password).min(
      PASSWORD_MIN_LENGTH,
      `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
    ),
    password_confirmation: passwordText(TEAM_LABELS.password_confirmation),
    client_id: text(100).min(1),
    client_secret: text(200).min(1),
  })
  .superRefine(confirmsPassword('password', 'password_confirmation'));
export type InvitationAcceptance = z.infer<typeof invitationAcceptance>;

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export const APPROVAL_STATUS_LABELS: Record<ApprovalStatus, string> = {
  pending: 'Waiting for approval',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** A buyer's cart over their limit, sent to the account's owners: the same body as a checkout. */
export const approvalRequest = checkoutRequest;

export const approval = z.object({
  id: z.number().int(),
  status: z.enum(APPROVAL_STATUSES),
  requested_by: z.string(),
  created_at: z.string(),
  /** The total when submitted; the order is priced again when approved. Null for a viewer. */
  total: z.number().nullable(),
  lines: z.array(
    z.object({ product_id: z.number().int(), sku: z.string(), name: z.string(), qty: z.number() }),
  ),
  customer_reference: z.string().nullable(),
  decided_by: z.string().nullable(),
  decided_at: z.string().nullable(),
  reason: z.string().nullable(),
  order: z.object({ id: z.number().int(), number: z.string() }).nullable(),
});
export type Approval = z.infer<typeof approval>;

export const approvalListQuery = z.object({ status: z.enum(APPROVAL_STATUSES).optional() });

export const rejection = z.object({ reason: requiredText(TEAM_LABELS.reason, 500) });
export type Rejection = z.infer<typeof rejection>;

export const approvalParams = z.object({ id: queryId });
