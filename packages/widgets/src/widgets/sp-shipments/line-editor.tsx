// One contract line in the ship notice form: ticked to ship it, its quantity (up to what is still
// open), general or dangerous cargo, and for dangerous goods the UN number, proper shipping name,
// class, packing group (none for gases and lithium batteries), the lithium-battery and dry-ice
// flags and the MSDS/SDS, uploaded through the kit's file upload.
import type { CSSProperties } from 'react';
import { Checkbox, Input, Select } from '@fluentui/react-components';
import { CARGO_KINDS, PACKING_GROUPS, packingGroupRequired } from '@portal/contract';
import { token } from '../../kit/css-token';
import { FileUpload } from '../../kit/file-upload';
import { FormField } from '../../kit/form-field';
import { formatNumber } from '../../runtime/format';
import { useT } from '../../runtime/i18n';
import type { DraftErrors, LineDraft } from './notice-draft';
import { SHIPMENTS_NS } from './shipments-text';

const cardStyle: CSSProperties = {
  display: 'grid',
  gap: token('spacingVerticalS'),
  padding: token('spacingHorizontalM'),
  border: `1px solid ${token('colorNeutralStroke2')}`,
  borderRadius: token('borderRadiusMedium'),
};
export const gridStyle: CSSProperties = {
  display: 'grid',
  gap: token('spacingHorizontalM'),
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  alignItems: 'start',
};

export interface LineEditorProps {
  line: LineDraft;
  /** The line's row in the draft: its errors are `lines.<index>.<field>`. */
  index: number;
  errors: DraftErrors;
  onChange: (patch: Partial<LineDraft>) => void;
}

export function LineEditor({ line, index, errors, onChange }: LineEditorProps) {
  const { t } = useT([SHIPMENTS_NS, 'common']);
  const no = line.lineNo;
  const err = (field: string) => errors[`lines.${index}.${field}`];
  const dangerous = line.cargo === 'dangerous';
  return (
    <div style={cardStyle} data-line={no}>
      <Checkbox
        checked={line.ship}
        onChange={(_, d) => onChange({ ship: !!d.checked })}
        label={t('form.shipLine', {
          no,
          part: line.partNumber,
          description: line.description,
          open: formatNumber(line.open),
          unit: line.unit,
        })}
      />
      {line.ship ? (
        <div style={gridStyle}>
          <FormField label={t('form.quantity', { no })} required error={err('quantity')}>
            <Input
              inputMode="numeric"
              value={line.quantity}
              onChange={(_, d) => onChange({ quantity: d.value })}
            />
          </FormField>
          <FormField label={t('form.cargo', { no })}>
            <Select
              value={line.cargo}
              onChange={(_, d) => onChange({ cargo: d.value as LineDraft['cargo'] })}
            >
              {CARGO_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`enum.cargoKind.${k}`)}
                </option>
              ))}
            </Select>
          </FormField>
          {dangerous ? (
            <>
              <FormField label={t('form.unNumber', { no })} required error={err('unNumber')}>
                <Input
                  value={line.unNumber}
                  maxLength={6}
                  placeholder="UN3480"
                  onChange={(_, d) => onChange({ unNumber: d.value.toUpperCase() })}
                />
              </FormField>
              <FormField
                label={t('form.properShippingName', { no })}
                required
                error={err('properShippingName')}
              >
                <Input
                  value={line.properShippingName}
                  maxLength={200}
                  onChange={(_, d) => onChange({ properShippingName: d.value })}
                />
              </FormField>
              <FormField label={t('form.hazardClass', { no })} required error={err('hazardClass')}>
                <Input
                  value={line.hazardClass}
                  maxLength={5}
                  placeholder="9"
                  onChange={(_, d) => onChange({ hazardClass: d.value })}
                />
              </FormField>
              <FormField
                label={t('form.packingGroup', { no })}
                required={packingGroupRequired(line)}
                hint={packingGroupRequired(line) ? undefined : t('form.noPackingGroup')}
                error={err('packingGroup')}
              >
                <Select
                  value={line.packingGroup}
                  onChange={(_, d) =>
                    onChange({ packingGroup: d.value as LineDraft['packingGroup'] })
                  }
                >
                  <option value="">{t('form.packingGroupNone')}</option>
                  {PACKING_GROUPS.map((g) => (
                    <option key={g} value={g}>
                      {g}
                    </option>
                  ))}
                </Select>
              </FormField>
              <Checkbox
                checked={line.lithiumBattery}
                onChange={(_, d) => onChange({ lithiumBattery: !!d.checked })}
                label={t('form.lithiumBattery', { no })}
              />
              <Checkbox
                checked={line.dryIce}
                onChange={(_, d) => onChange({ dryIce: !!d.checked })}
                label={t('form.dryIce', { no })}
              />
              {/* The upload names its own file input; the field only carries the message. */}
              <FormField error={err('msdsFileId')} style={{ gridColumn: '1 / -1' }}>
                <div>
                  <FileUpload
                    label={t('form.msds', { no })}
                    files={line.msds}
                    multiple={false}
                    onChange={(files) => onChange({ msds: files.slice(-1) })}
                  />
                </div>
              </FormField>
            </>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
