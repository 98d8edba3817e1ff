// The planner's address on load (see tool-load.ts). Its item names stay as typed: the island reads them.
import { DEFAULT_PLANNER, type PlannerState } from './planner-form';
import type { Loaded } from './tool-load';
import { plannerQuery, readPlannerTool } from './url-state-planner';
import { bare } from './link-load';

export function loadPlanner(link: string): Loaded<PlannerState> {
  const read = readPlannerTool(link);
  const draft = read.state ?? DEFAULT_PLANNER;
  return {
    draft,
    fromLink: read.state !== null,
    notices: read.notices,
    query: bare(link) && !read.state ? null : plannerQuery(draft),
  };
}
