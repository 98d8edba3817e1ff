// The transfer estimator's problem messages, one chunk per language: in a module of their own so that only the
// transfer estimator's island holds these import() calls (see problem-messages.ts).
import type { MessageTables } from './problem-messages';

export const TRANSFER_TABLES: MessageTables = {
  ja: () => import('../rules/messages/transfer-ja'),
  en: () => import('../rules/messages/transfer-en'),
};
