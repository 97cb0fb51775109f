import { useEffect, useRef, useState } from 'react';
import { AUTH_FAILED_MESSAGE } from './auth-api.ts';
import { resentMessage } from './auth-messages.ts';
import type { AuthHandlerResult } from './auth-types.ts';

/** After a link is sent, the resend button rests this long. */
export const RESEND_COOLDOWN_MS = 30_000;

export type ResendFunction = (email: string) => Promise<AuthHandlerResult | void>;

export interface ResendState {
  sending: boolean;
  /** True for a while after a successful send: the button ignores presses. */
  coolingDown: boolean;
  /** "We sent a new link to …", or the failure (e.g. the rate limit's message). */
  outcome: { ok: boolean; message: string } | null;
  send: (email: string) => Promise<void>;
  reset: () => void;
}

/**
 * Sends a mail (the verification e-mail again, a password-reset link), at most once per
 * cool-down, and says how it went: `sentMessage` once sent.
 */
export function useResend(
  resend: ResendFunction,
  sentMessage: (email: string) => string = resentMessage,
): ResendState {
  const [sending, setSending] = useState(false);
  const [coolingDown, setCoolingDown] = useState(false);
  const [outcome, setOutcome] = useState<ResendState['outcome']>(null);
  const busy = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function send(email: string) {
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    setOutcome(null);
    let result: AuthHandlerResult | void;
    try {
      result = await resend(email);
    } catch (error) {
      console.error('Sending the e-mail failed', error);
      result = { error: {} };
    }
    setSending(false);
    if (result?.error) {
      busy.current = false;
      setOutcome({ ok: false, message: result.error.message || AUTH_FAILED_MESSAGE });
      return;
    }
    setOutcome({ ok: true, message: sentMessage(email) });
    setCoolingDown(true);
    timer.current = setTimeout(() => {
      busy.current = false;
      setCoolingDown(false);
    }, RESEND_COOLDOWN_MS);
  }

  return { sending, coolingDown, outcome, send, reset: () => setOutcome(null) };
}
