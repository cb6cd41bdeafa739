import { documentTitle } from '../../components/page-heading.tsx';
import { ApiError } from '../../lib/http-client.ts';
import { LinkButton } from '../../ui/button.tsx';

/** The server's refusals of a link (`invites.routes.ts`): unknown 404, used 409, expired 410. */
const REFUSALS: Record<number, { heading: string; next: string }> = {
  404: {
    heading: 'This invitation link is not valid',
    next: 'Check that the whole link was copied, or ask the account’s owner for a new invitation.',
  },
  409: {
    heading: 'This invitation has already been used',
    next: 'Sign in with your email and the password you set. If that was not you, ask the account’s owner for a new invitation.',
  },
  410: {
    heading: 'This invitation link has expired',
    next: 'Ask the account’s owner for a new invitation.',
  },
};

/** Whether `error` is the server saying the link cannot be used (as opposed to a failed call). */
export function refusalOf(error: unknown): { heading: string; next: string } | undefined {
  return error instanceof ApiError && error.status !== undefined ? REFUSALS[error.status] : undefined;
}

/** The page for a link that cannot be used: what is wrong with it, what to do, and the way to sign in. */
export function InvitationRefused({ heading, next }: { heading: string; next: string }) {
  return (
    <div className="invite-refused" data-testid="invitation-refused">
      <title>{documentTitle(heading)}</title>
      <h1>{heading}</h1>
      <p>{next}</p>
      <LinkButton to="/login" variant="primary" size="lg" block>
        Sign in
      </LinkButton>
    </div>
  );
}
