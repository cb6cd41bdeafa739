import { useEffect } from 'react';
import { signOut } from './session.ts';

export const IDLE_REASON = 'You have been signed out after a period of inactivity.';

const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'wheel', 'touchstart'] as const;

/** Signs out after `timeoutMs` without mouse or keyboard activity (docs/product.md §2). */
export function useIdleSignOut(timeoutMs: number | undefined): void {
  useEffect(() => {
    if (!timeoutMs || timeoutMs <= 0) return;
    let lastActivity = Date.now();
    let timer = 0;

    const expire = () => {
      // Timers in a background tab can fire late or early; the clock decides.
      const idleFor = Date.now() - lastActivity;
      if (idleFor < timeoutMs) {
        timer = window.setTimeout(expire, timeoutMs - idleFor);
        return;
      }
      signOut({ returnHere: true, revoke: true, reason: IDLE_REASON });
    };
    const onActivity = () => {
      lastActivity = Date.now();
    };

    timer = window.setTimeout(expire, timeoutMs);
    for (const event of ACTIVITY_EVENTS) window.addEventListener(event, onActivity, { passive: true });
    return () => {
      window.clearTimeout(timer);
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, onActivity);
    };
  }, [timeoutMs]);
}
