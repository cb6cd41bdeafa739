/** A `target` query value that is safe to navigate to: a path on this site, never another origin. */
export function safeTarget(target: string | null | undefined, fallback = '/home'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\'))
    return fallback;
  if (target === '/login' || target.startsWith('/login?')) return fallback;
  return target;
}
