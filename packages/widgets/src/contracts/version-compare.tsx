// Any two versions of a contract side by side, with what changed (issue 14: "versions side by side
// with what changed"). The page opens on the two newest versions; the reader may pick others. Only
// the newest versions carry their lines (MAX_VERSIONS_WITH_LINES,
// docs/decisions/2026-11-27-contract-version-lines.md): older ones are not offered.
import { useId, useState } from 'react';
import { Field, Select } from '@fluentui/react-components';
import type { ContractDetail } from '@portal/contract';
import { token } from '../kit/css-token';
import { useT } from '../runtime/i18n';
import { CONTRACTS_NS } from './contract-text';
import { ContractVersionComparison } from './version-comparison';

type Version = ContractDetail['versions'][number];
type WithLines = Version & { lines: NonNullable<Version['lines']> };

const hasLines = (v: Version): v is WithLines => v.lines !== null;

export function ContractVersionCompare({ versions }: { versions: readonly Version[] }) {
  const { t } = useT(CONTRACTS_NS);
  const comparable = versions.filter(hasLines).sort((a, b) => a.versionNo - b.versionNo);
  const newest = comparable.at(-1)?.versionNo ?? 0;
  const previous = comparable.at(-2)?.versionNo ?? 0;
  const [picked, setPicked] = useState<{ before: number; after: number } | null>(null);
  const beforeId = useId();
  const afterId = useId();
  if (comparable.length < 2) return null;
  const before = picked?.before ?? previous;
  const after = picked?.after ?? newest;
  const find = (no: number) => comparable.find((v) => v.versionNo === no) ?? comparable[0]!;
  const title = (v: WithLines) => t('versionCompare.version', { no: v.versionNo });
  const pick = (label: string, id: string, value: number, set: (no: number) => void) => (
    <Field label={label} id={id}>
      <Select value={String(value)} onChange={(_, d) => set(Number(d.value))}>
        {comparable.map((v) => (
          <option key={v.versionNo} value={v.versionNo}>
            {title(v)}
          </option>
        ))}
      </Select>
    </Field>
  );
  return (
    <div style={{ display: 'grid', gap: token('spacingVerticalS') }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: token('spacingHorizontalL') }}>
        {pick(t('versionCompare.before'), beforeId, before, (no) =>
          setPicked({ before: no, after }),
        )}
        {pick(t('versionCompare.after'), afterId, after, (no) => setPicked({ before, after: no }))}
      </div>
      <ContractVersionComparison
        title={t('versionCompare.title', { before, after })}
        before={{ title: title(find(before)), lines: find(before).lines }}
        after={{ title: title(find(after)), lines: find(after).lines }}
      />
    </div>
  );
}
