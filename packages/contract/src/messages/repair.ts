// Repair progress messages in both languages, a module of their own so that a browser bundle takes
// them only with the repair widgets.
import { repairEn, type RepairMessageKey } from './repair.en.ts';
import { repairZh } from './repair.zh.ts';
import type { Messages } from './types.ts';

export const repairMessages: Messages<RepairMessageKey> = { en: repairEn, zh: repairZh };
