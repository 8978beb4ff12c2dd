// What the built-in simulator answers for OA, QAUDIT and the ERP, and after how long: one row per
// system with its answer (approve or fail), its delay in seconds and a Save button. A system with a
// real endpoint says so, since its settings are then unused.
import { useId, useState, type CSSProperties } from 'react';
import { Input, Select } from '@fluentui/react-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SIMULATOR_ANSWERS,
  SIMULATOR_DELAY_MAX_MS,
  integrationApi,
  type SimulatorSetting,
} from '@portal/contract';
import { ClickGuardButton } from '../../kit/click-guard-button';
import { token } from '../../kit/css-token';
import { enumLabel } from '../../kit/enum-label';
import { FormField } from '../../kit/form-field';
import { InlineAlert } from '../../kit/form-layout';
import { LoadingBlock } from '../../kit/loading-block';
import { call } from '../../runtime/http';
import { useT } from '../../runtime/i18n';
import { toast } from '../../runtime/toast';
import { API_LOG_KEY, API_LOG_NS } from './api-log-text';

const panelStyle: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: token('spacingVerticalM'),
  padding: token('spacingHorizontalL'),
  border: `1px solid ${token('colorNeutralStroke2')}`,
  borderRadius: token('borderRadiusMedium'),
};
const headingStyle: CSSProperties = {
  margin: 0,
  fontSize: token('fontSizeBase400'),
  lineHeight: token('lineHeightBase400'),
  fontWeight: token('fontWeightSemibold'),
};
/** Fluent's medium Input, Select and Button height. */
const CONTROL_HEIGHT = 32;
const rowStyle: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: token('spacingHorizontalL'),
};
/**
 * The system's name, on the line of its fields' controls: the row aligns to the bottom (the fields
 * have labels above them), so the name is as tall as a medium control (32 px) and centred in it;
 * a bare text sat on the controls' bottom edge, lower than they are.
 */
const nameStyle: CSSProperties = {
  minWidth: 72,
  fontWeight: token('fontWeightSemibold'),
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: CONTROL_HEIGHT,
};
const noteStyle: CSSProperties = { margin: 0, color: token('colorNeutralForeground3') };

const MAX_SECONDS = SIMULATOR_DELAY_MAX_MS / 1000;

/** Whole or decimal seconds from 0 to the maximum; anything else is not a delay. */
export function delayFromSeconds(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+(\.\d{1,3})?$/.test(trimmed)) return null;
  const ms = Math.round(Number(trimmed) * 1000);
  return ms <= SIMULATOR_DELAY_MAX_MS ? ms : null;
}

function SystemRow({ setting }: { setting: SimulatorSetting }) {
  const { t } = useT([API_LOG_NS, 'common', 'contract']);
  const client = useQueryClient();
  const [answer, setAnswer] = useState(setting.answer);
  const [seconds, setSeconds] = useState(String(setting.delayMs / 1000));
  const [error, setError] = useState('');
  const rowId = useId();
  const name = enumLabel(t, 'outsideSystem', setting.system, API_LOG_NS);
  const delayMs = delayFromSeconds(seconds);

  const save = async () => {
    if (delayMs === null) return;
    setError('');
    try {
      const answered = await call(
        integrationApi.setSimulator,
        { system: setting.system, answer, delayMs },
        { toast: false },
      );
      client.setQueryData([API_LOG_KEY, 'simulator'], answered.data.systems);
      toast.success(t('simulator.saved', { system: name }));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <div role="group" aria-labelledby={rowId} style={{ display: 'grid', gap: 4 }}>
      <div style={rowStyle}>
        <span id={rowId} style={nameStyle}>
          {name}
        </span>
        <FormField label={t('simulator.answer')}>
          <Select
            value={answer}
            onChange={(_, data) => setAnswer(data.value === 'fail' ? 'fail' : 'approve')}
          >
            {SIMULATOR_ANSWERS.map((a) => (
              <option key={a} value={a}>
                {t(`simulator.${a}`)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField
          label={t('simulator.delay')}
          error={delayMs === null ? t('field.invalid', { ns: 'contract' }) : null}
        >
          <Input
            type="number"
            min={0}
            max={MAX_SECONDS}
            step={0.5}
            value={seconds}
            onChange={(_, data) => setSeconds(data.value)}
            style={{ width: 120 }}
          />
        </FormField>
        <ClickGuardButton disabled={delayMs === null} onClick={save}>
          {t('simulator.save')}
        </ClickGuardButton>
      </div>
      {setting.simulated ? null : <p style={noteStyle}>{t('simulator.real')}</p>}
      {error ? <InlineAlert>{error}</InlineAlert> : null}
    </div>
  );
}

export function SimulatorPanel() {
  const { t } = useT([API_LOG_NS, 'common']);
  const headingId = useId();
  const query = useQuery({
    queryKey: [API_LOG_KEY, 'simulator'],
    queryFn: ({ signal }) =>
      call(integrationApi.getSimulator, {}, { signal, toast: false }).then((a) => a.data.systems),
  });
  return (
    <section aria-labelledby={headingId} style={panelStyle}>
      <h2 id={headingId} style={headingStyle}>
        {t('simulator.title')}
      </h2>
      <p style={noteStyle}>{t('simulator.intro')}</p>
      {query.isPending ? (
        <LoadingBlock label={t('loading', { ns: 'common' })} rows={3} rowHeight={32} />
      ) : query.isError ? (
        <InlineAlert>
          {t('simulator.loadFailed')} {query.error.message}
        </InlineAlert>
      ) : (
        query.data.map((setting) => (
          // Keyed by the saved values too: a newer setting (a refetch) starts the row afresh.
          <SystemRow
            key={`${setting.system}:${setting.answer}:${setting.delayMs}`}
            setting={setting}
          />
        ))
      )}
    </section>
  );
}
