// The built-in simulator stands in for OA, QAUDIT and the ERP when no real URL is configured: it
// approves or fails every request after a delay. Its settings are rows an administrator changes at
// run time (the API log page); a system without a row uses the configuration's defaults.
import { SIMULATED_SYSTEMS, type SimulatedSystemName } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { AppConfig, SimulatorAnswer } from '../../config.ts';
import type { Database } from '../../db/schema.ts';

export interface SimulatorSetting {
  system: SimulatedSystemName;
  answer: SimulatorAnswer;
  delayMs: number;
  /** No real URL is configured: the simulator answers. */
  simulated: boolean;
}

export function isSimulatedSystem(system: string): system is SimulatedSystemName {
  return (SIMULATED_SYSTEMS as readonly string[]).includes(system);
}

export async function simulatorSettings(
  db: Kysely<Database>,
  config: AppConfig,
): Promise<SimulatorSetting[]> {
  const rows = await db.selectFrom('simulator_settings').selectAll().execute();
  const bySystem = new Map(rows.map((r) => [r.system, r]));
  return SIMULATED_SYSTEMS.map((system) => {
    const row = bySystem.get(system);
    return {
      system,
      answer: row?.answer ?? config.simulator.answer,
      delayMs: row?.delay_ms ?? config.simulator.delayMs,
      simulated: config.outsideUrls[system] === '',
    };
  });
}

export async function simulatorSetting(
  db: Kysely<Database>,
  config: AppConfig,
  system: SimulatedSystemName,
): Promise<SimulatorSetting> {
  const found = (await simulatorSettings(db, config)).find((s) => s.system === system);
  if (!found) throw new Error(`not a simulated system: ${system}`);
  return found;
}

export async function saveSimulatorSetting(
  db: Kysely<Database>,
  setting: { system: SimulatedSystemName; answer: SimulatorAnswer; delayMs: number },
): Promise<void> {
  await db
    .insertInto('simulator_settings')
    .values({ system: setting.system, answer: setting.answer, delay_ms: setting.delayMs })
    .onConflict((oc) =>
      oc.column('system').doUpdateSet({ answer: setting.answer, delay_ms: setting.delayMs }),
    )
    .execute();
}

/** The simulated system's verdict, worded like a reviewer's remark. */
export function simulatedRemarks(system: SimulatedSystemName, answer: SimulatorAnswer): string {
  const name = system === 'qaudit' ? 'QAUDIT' : system.toUpperCase();
  return answer === 'approve'
    ? `Approved by the ${name} simulator`
    : `Failed by the ${name} simulator`;
}
