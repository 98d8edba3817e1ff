// The planner's problem messages, one chunk per language: in a module of their own so that only the planner's island
// holds these import() calls (see problem-messages.ts).
import type { MessageTables } from './problem-messages';

export const PLANNER_TABLES: MessageTables = {
  ja: () => import('../rules/messages/planner-ja'),
  en: () => import('../rules/messages/planner-en'),
};
