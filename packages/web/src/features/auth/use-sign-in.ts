import { useMutation } from '@tanstack/react-query';
import { passwordGrant, startSession } from '../../lib/session.ts';

export interface Credentials {
  username: string;
  password: string;
}

/** Password grant, then the session starts (tokens stored, notice flag raised). */
export function useSignIn() {
  return useMutation({
    mutationFn: ({ username, password }: Credentials) => passwordGrant(username.trim(), password),
    onSuccess: (tokens) => startSession(tokens),
  });
}
