import { GraphQLError, Kind, getOperationAST, type SelectionSetNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { ErrorCode } from '../errors';

/**
 * The public mutations that send mail or start a payment, by the budget they draw on. The site's
 * own forms count them in their Server Actions (which run the schema in-process); a script calling
 * `/api/graphql` directly is counted here, against the same budgets.
 */
export const LIMITED_MUTATIONS = {
  signUpForNewsletter: 'sign-ups',
  startMemorialDonation: 'sign-ups',
  sendContactMessage: 'mail-forms',
  signUpForEvent: 'mail-forms',
  cancelEventSignup: 'mail-forms',
  startDonation: 'mail-forms',
  startOrder: 'mail-forms',
} as const satisfies Record<string, string>;

export type MutationBudget = (typeof LIMITED_MUTATIONS)[keyof typeof LIMITED_MUTATIONS];

export interface AllowanceDecision {
  allowed: boolean;
  retryAfterSeconds: number;
}

/** Takes one from the asking client's budget (keyed by its address; the site decides how). */
export type TakeAllowance = (budget: MutationBudget, request: Request) => Promise<AllowanceDecision>;

/**
 * Counts each limited mutation field of a request (an alias is one more), and refuses the whole
 * operation with RATE_LIMITED (HTTP 429, Retry-After) when one of them is over its budget: nothing
 * of it runs.
 */
export function mutationLimitsPlugin(take: TakeAllowance): Plugin<{ request?: Request }> {
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const operation = getOperationAST(args.document, args.operationName);
      const request = args.contextValue.request;
      if (operation?.operation !== 'mutation' || !request) return;
      let retryAfterSeconds = 0;
      for (const budget of limitedFields(operation.selectionSet)) {
        const decision = await take(budget, request);
        if (!decision.allowed) retryAfterSeconds = Math.max(retryAfterSeconds, decision.retryAfterSeconds);
      }
      if (retryAfterSeconds === 0) return;
      setResultAndStopExecution({
        errors: [
          new GraphQLError(`Too many requests from this address. Try again in ${retryAfterSeconds} seconds.`, {
            extensions: {
              code: ErrorCode.RateLimited,
              retryAfterSeconds,
              http: { status: 429, headers: { 'retry-after': String(retryAfterSeconds) } },
            },
          }),
        ],
      });
    },
  };
}

/** The budgets of the limited root fields, one entry per field (inline fragments included). */
function limitedFields(selectionSet: SelectionSetNode): MutationBudget[] {
  const budgets: MutationBudget[] = [];
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.INLINE_FRAGMENT) budgets.push(...limitedFields(selection.selectionSet));
    if (selection.kind !== Kind.FIELD) continue;
    const budget = (LIMITED_MUTATIONS as Record<string, MutationBudget | undefined>)[selection.name.value];
    if (budget) budgets.push(budget);
  }
  return budgets;
}
