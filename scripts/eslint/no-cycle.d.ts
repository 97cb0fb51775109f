import type { Rule } from 'eslint';

/** See no-cycle.js. */
export const noCycle: Rule.RuleModule;
