// The ship notice form's box list: add and remove boxes, each with its mark, sides in cm (cm³) or
// m (m³), gross weight and the ticked lines it holds with their quantities. Each box shows its
// chargeable weight as typed, and the list the total, both from the contract package's calculator
// (chargeableWeightKg), the one the server stores.
import type { CSSProperties } from 'react';
import { Button, Input, Select } from '@fluentui/react-components';
import { VOLUME_UNITS } from '@portal/contract';
import { token } from '../../kit/css-token';
import { FormField } from '../../kit/form-field';
import { Row } from '../../kit/form-layout';
import { formatNumber } from '../../runtime/format';
import { useT } from '../../runtime/i18n';
import { gridStyle } from './line-editor';
import {
  boxChargeable,
  draftChargeable,
  emptyBox,
  type BoxDraft,
  type DraftErrors,
  type LineDraft,
} from './notice-draft';
import { SHIPMENTS_NS } from './shipments-text';

const boxStyle: CSSProperties = {
  display: 'grid',
  gap: token('spacingVerticalS'),
  padding: token('spacingHorizontalM'),
  border: `1px solid ${token('colorNeutralStroke2')}`,
  borderRadius: token('borderRadiusMedium'),
};
const weightStyle: CSSProperties = { margin: 0, fontWeight: token('fontWeightSemibold') };

export interface BoxEditorProps {
  boxes: BoxDraft[];
  /** The ticked lines: what a box may hold. */
  lines: readonly LineDraft[];
  errors: DraftErrors;
  onChange: (boxes: BoxDraft[]) => void;
}

export function BoxEditor({ boxes, lines, errors, onChange }: BoxEditorProps) {
  const { t } = useT([SHIPMENTS_NS, 'common']);
  const set = (i: number, patch: Partial<BoxDraft>) =>
    onChange(boxes.map((b, j) => (j === i ? { ...b, ...patch } : b)));
  const total = draftChargeable(boxes);
  return (
    <div style={{ display: 'grid', gap: token('spacingVerticalM') }}>
      {boxes.map((b, i) => {
        const n = i + 1;
        const err = (field: string) => errors[`boxes.${i}.${field}`];
        const side = (name: 'length' | 'width' | 'height') => (
          <FormField label={t(`form.${name}`, { n })} required error={err(name)}>
            <Input
              inputMode="decimal"
              value={b[name]}
              onChange={(_, d) => {
                const patch: Partial<BoxDraft> = {};
                patch[name] = d.value;
                set(i, patch);
              }}
            />
          </FormField>
        );
        const w = boxChargeable(b);
        return (
          <div key={b.key} style={boxStyle} data-box={n}>
            <div style={gridStyle}>
              <FormField label={t('form.mark', { n })}>
                <Input
                  value={b.mark}
                  maxLength={40}
                  onChange={(_, d) => set(i, { mark: d.value })}
                />
              </FormField>
              {side('length')}
              {side('width')}
              {side('height')}
              <FormField label={t('form.volumeUnit', { n })}>
                <Select
                  value={b.volumeUnit}
                  onChange={(_, d) => set(i, { volumeUnit: d.value as BoxDraft['volumeUnit'] })}
                >
                  {VOLUME_UNITS.map((u) => (
                    <option key={u} value={u}>
                      {t(`enum.volumeUnit.${u}`)}
                    </option>
                  ))}
                </Select>
              </FormField>
              <FormField label={t('form.grossWeight', { n })} required error={err('grossWeightKg')}>
                <Input
                  inputMode="decimal"
                  value={b.grossWeightKg}
                  onChange={(_, d) => set(i, { grossWeightKg: d.value })}
                />
              </FormField>
            </div>
            {b.items.map((item, j) => (
              <Row key={j}>
                <FormField
                  label={t('form.itemLine', { n, m: j + 1 })}
                  error={err(`items.${j}.lineNo`)}
                >
                  <Select
                    value={String(item.lineNo)}
                    onChange={(_, d) =>
                      set(i, {
                        items: b.items.map((x, k) =>
                          k === j ? { ...x, lineNo: Number(d.value) } : x,
                        ),
                      })
                    }
                  >
                    {lines.map((l) => (
                      <option key={l.lineNo} value={l.lineNo}>
                        {t('form.lineOption', { no: l.lineNo, part: l.partNumber })}
                      </option>
                    ))}
                  </Select>
                </FormField>
                <FormField
                  label={t('form.itemQuantity', { n, m: j + 1 })}
                  error={err(`items.${j}.quantity`)}
                >
                  <Input
                    inputMode="numeric"
                    value={item.quantity}
                    onChange={(_, d) =>
                      set(i, {
                        items: b.items.map((x, k) => (k === j ? { ...x, quantity: d.value } : x)),
                      })
                    }
                  />
                </FormField>
                <Button
                  onClick={() => set(i, { items: b.items.filter((_, k) => k !== j) })}
                  aria-label={t('form.removeItem', { n, m: j + 1 })}
                >
                  {t('form.remove')}
                </Button>
              </Row>
            ))}
            {err('items') ? (
              <FormField error={err('items')}>
                <span />
              </FormField>
            ) : null}
            <Row>
              <Button
                disabled={!lines.length}
                onClick={() =>
                  set(i, { items: [...b.items, { lineNo: lines[0]!.lineNo, quantity: '' }] })
                }
              >
                {t('form.addItem', { n })}
              </Button>
              <Button onClick={() => onChange(boxes.filter((_, k) => k !== i))}>
                {t('form.removeBox', { n })}
              </Button>
            </Row>
            <p style={weightStyle} aria-live="polite">
              {w === null
                ? t('form.chargeablePending', { n })
                : t('form.chargeable', { n, kg: formatNumber(w) })}
            </p>
          </div>
        );
      })}
      <Row>
        <Button onClick={() => onChange([...boxes, emptyBox()])}>{t('form.addBox')}</Button>
        {boxes.length ? (
          <p style={weightStyle}>{t('form.totalChargeable', { kg: formatNumber(total) })}</p>
        ) : null}
      </Row>
    </div>
  );
}
