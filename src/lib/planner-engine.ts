// The planner's engine: the plan and the Character Wealth of its level. A chunk of its own (planner-engine-load.ts
// imports it), so the planner's form starts without GM Core's treasure and ABP tables, the planner's rules and the
// transfer rules they use, and they arrive right after it, with the name reader its items need anyway.
import { planUpgrades, type Plan, type PlanInput } from '../rules/planner';
import { characterWealth, type CharacterWealth } from '../rules/treasure';

export interface PlanAnswer {
  plan: Plan;
  wealth: CharacterWealth;
}

export function planAnswer(input: PlanInput): PlanAnswer {
  const plan = planUpgrades(input);
  return { plan, wealth: characterWealth(plan.level) };
}
