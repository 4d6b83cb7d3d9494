import type { ExecutionArgs, ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * A Yoga plugin that answers a query, mutation or subscription with `refusal(args)` instead of
 * running it, whenever the check finds something; no resolver runs.
 */
export function refuseBeforeExecution(refusal: (args: ExecutionArgs) => ExecutionResult | null): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const refused = refusal(args);
      if (refused) setResultAndStopExecution(refused);
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const refused = refusal(args);
      if (refused) setResultAndStopExecution(refused);
    },
  };
}
