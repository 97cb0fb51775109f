import type { HttpBindings } from '@hono/node-server';
import type { DataErrorCode } from '../../shared/data/errors.ts';
import type { SessionUser } from '../data/rules.ts';

/** A refused request as its route group logs it: the line's fields, or null to log nothing. */
export type RefusalFields = (code: DataErrorCode) => Record<string, unknown> | null;

/** What the request pipeline puts on the context, for the routes and the error handler. */
export interface ApiVariables {
  /** The signed-in user's id, set by `signedIn`. */
  uid?: string;
  user?: SessionUser;
  /** How this route logs its refusals (`logRefusals`); absent when it logs none. */
  refusal?: RefusalFields;
}

/** The Hono environment of every API route. */
export interface ApiEnv {
  Bindings: Partial<HttpBindings>;
  Variables: ApiVariables;
}
