// One waybill of the transport supplier (/sup/domesticTransport/index): its facts, the next move
// (pickup, departure: each confirmed first, none can be undone), the exceptions recorded on the
// road with their photos and the buyer's feedback, the exception form (photos through the kit's
// file upload) and the sign-for (who, when, proof file) that delivers it. The buttons shown are
// the contract's allowed moves; the server checks them again (409) and its message is toasted.
import { useState, type ReactNode } from 'react';
import { Button, Field, Input, Select, Textarea } from '@fluentui/react-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  WAYBILL_EXCEPTION_KINDS,
  WAYBILL_PHOTOS_MAX,
  domesticWaybillsApi,
  nextWaybillStates,
  waybillExceptionAllowed,
  waybillSignAllowed,
  type UploadedFile,
  type WaybillDetail,
  type WaybillExceptionKind,
} from '@portal/contract';
import { useConfirm } from '../../kit/confirm-dialog';
import { FilePreview } from '../../kit/file-preview';
import { FileUpload } from '../../kit/file-upload';
import { InlineAlert, Row } from '../../kit/form-layout';
import { LoadingBlock } from '../../kit/loading-block';
import { call } from '../../runtime/http';
import { formatDateTime, formatMoney, formatNumber } from '../../runtime/format';
import { useT } from '../../runtime/i18n';
import { toast } from '../../runtime/toast';
import { routeText } from './waybill-list';
import { WAYBILL_NS } from './waybill-text';
import { headingStyle, pageStyle } from './waybill-style';

const PHOTO_TYPES = ['jpg', 'jpeg', 'png'] as const;

function WaybillFacts({ w }: { w: WaybillDetail }) {
  const { t } = useT(WAYBILL_NS);
  const party = (p: WaybillDetail['consignor']) => `${p.name} · ${p.address} · ${p.phone}`;
  const facts: [string, ReactNode][] = [
    [t('f.orderNumber'), w.orderNumber],
    [t('f.route'), routeText(w)],
    [t('f.consignor'), party(w.consignor)],
    [t('f.consignee'), party(w.consignee)],
    [t('f.pieces'), formatNumber(w.pieces)],
    [t('f.weightKg'), formatNumber(w.weightKg)],
    [t('f.volumeM3'), formatNumber(w.volumeM3)],
    [t('f.cargoDescription'), w.cargoDescription],
    [t('f.declaredValue'), formatMoney(w.declaredValue, w.currency)],
    [t('f.insuranceRate'), `${formatNumber(w.insuranceRatePercent)} %`],
    [t('f.premium'), formatMoney(w.premium, w.currency)],
    [t('f.state'), t(`enum.waybillState.${w.state}`)],
  ];
  if (w.signFor) {
    facts.push([t('f.signedBy'), w.signFor.signedBy]);
    facts.push([t('f.signedAt'), formatDateTime(w.signFor.signedAt)]);
    facts.push([t('f.proof'), <FilePreview key="proof" file={w.signFor.proof} />]);
  }
  return (
    <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px' }}>
      {facts.map(([k, v]) => (
        <div key={k} style={{ display: 'contents' }}>
          <dt>{k}</dt>
          <dd style={{ margin: 0 }}>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The exceptions with their photos and the buyer's feedback. */
function WaybillExceptions({ w }: { w: WaybillDetail }) {
  const { t } = useT(WAYBILL_NS);
  if (w.exceptions.length === 0) return <p>{t('detail.noExceptions')}</p>;
  return (
    <ul aria-label={t('f.exceptions')} style={{ margin: 0, paddingInlineStart: 16 }}>
      {w.exceptions.map((x) => (
        <li key={x.id}>
          <strong>{t(`enum.exceptionKind.${x.kind}`)}</strong> · {x.description} ·{' '}
          {x.reportedByName} · {formatDateTime(x.reportedAt)}
          {x.photos.length > 0 && (
            <div role="group" aria-label={t('f.photos')}>
              {x.photos.map((p) => (
                <FilePreview key={p.id} file={p} />
              ))}
            </div>
          )}
          <div>
            {t('f.feedback')}:{' '}
            {x.feedback ? `${x.feedback} (${x.feedbackByName})` : t('detail.noFeedback')}
          </div>
        </li>
      ))}
    </ul>
  );
}

function ExceptionForm({ w, onDone }: { w: WaybillDetail; onDone: () => void }) {
  const { t } = useT(WAYBILL_NS);
  const [kind, setKind] = useState<WaybillExceptionKind>('delay');
  const [description, setDescription] = useState('');
  const [photos, setPhotos] = useState<UploadedFile[]>([]);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      await call(domesticWaybillsApi.reportWaybillException, {
        id: w.id,
        version: w.version,
        kind,
        description,
        photoFileIds: photos.map((p) => p.id),
      });
      toast.success(t('act.report'));
      setDescription('');
      setPhotos([]);
    } catch {
      // The http client has toasted the server's message.
    } finally {
      setBusy(false);
      onDone();
    }
  };
  return (
    <form
      aria-label={t('detail.reportTitle')}
      style={pageStyle}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <h3 style={headingStyle}>{t('detail.reportTitle')}</h3>
      <Row>
        <Field label={t('f.kind')}>
          <Select value={kind} onChange={(_, d) => setKind(d.value as WaybillExceptionKind)}>
            {WAYBILL_EXCEPTION_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`enum.exceptionKind.${k}`)}
              </option>
            ))}
          </Select>
        </Field>
      </Row>
      <Field label={t('f.description')} required>
        <Textarea value={description} onChange={(_, d) => setDescription(d.value)} />
      </Field>
      <FileUpload
        label={t('f.photos')}
        files={photos}
        onChange={(f) => setPhotos(f.slice(0, WAYBILL_PHOTOS_MAX))}
        accept={PHOTO_TYPES}
        disabled={photos.length >= WAYBILL_PHOTOS_MAX}
        emptyText={t('detail.photoLimit', { max: WAYBILL_PHOTOS_MAX })}
      />
      <Row>
        <Button type="submit" disabled={busy || !description.trim()}>
          {t('act.report')}
        </Button>
      </Row>
    </form>
  );
}

/** Now as the value of a datetime-local input (the browser's local time). */
const localNow = () => {
  const d = new Date();
  d.setMinutes(d.getMinutes() - d.getTimezoneOffset());
  return d.toISOString().slice(0, 16);
};

function SignForm({ w, onDone }: { w: WaybillDetail; onDone: () => void }) {
  const { t } = useT(WAYBILL_NS);
  const confirm = useConfirm();
  const [signedBy, setSignedBy] = useState('');
  const [signedAt, setSignedAt] = useState(localNow);
  const [proof, setProof] = useState<UploadedFile[]>([]);
  const [busy, setBusy] = useState(false);
  const ready = signedBy.trim() !== '' && signedAt !== '' && proof.length === 1;
  const save = async () => {
    if (!(await confirm({ title: t('confirm.sign', { number: w.number }), danger: true }))) return;
    setBusy(true);
    try {
      await call(domesticWaybillsApi.signDomesticWaybill, {
        id: w.id,
        version: w.version,
        signedBy,
        signedAt: new Date(signedAt).toISOString(),
        proofFileId: proof[0]!.id,
      });
      toast.success(t('act.sign'));
    } catch {
      // The http client has toasted the server's message.
    } finally {
      setBusy(false);
      onDone();
    }
  };
  return (
    <form
      aria-label={t('detail.signTitle')}
      style={pageStyle}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <h3 style={headingStyle}>{t('detail.signTitle')}</h3>
      <Row>
        <Field label={t('f.signedBy')} required>
          <Input value={signedBy} onChange={(_, d) => setSignedBy(d.value)} />
        </Field>
        <Field label={t('f.signedAt')} required>
          <Input type="datetime-local" value={signedAt} onChange={(_, d) => setSignedAt(d.value)} />
        </Field>
      </Row>
      <FileUpload
        label={t('f.proof')}
        files={proof}
        onChange={(f) => setProof(f.slice(-1))}
        multiple={false}
        emptyText={t('detail.proofRequired')}
      />
      <Row>
        <Button appearance="primary" type="submit" disabled={busy || !ready}>
          {t('act.sign')}
        </Button>
      </Row>
    </form>
  );
}

function History({ w }: { w: WaybillDetail }) {
  const { t } = useT(WAYBILL_NS);
  return (
    <ol aria-label={t('detail.history')} style={{ margin: 0, paddingInlineStart: 20 }}>
      {w.events.map((e, i) => (
        <li key={i}>
          {formatDateTime(e.at)} · {t(`event.${e.action.split('.')[0]}`)} · {e.byName}
          {e.remarks ? ` · ${e.remarks}` : ''}
        </li>
      ))}
    </ol>
  );
}

export function WaybillPage({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useT(WAYBILL_NS);
  const client = useQueryClient();
  const confirm = useConfirm();
  const query = useQuery({
    queryKey: ['domestic-waybill', 'detail', id],
    queryFn: async () => (await call(domesticWaybillsApi.getSupplierWaybill, { id })).data,
  });
  const refresh = () => void client.invalidateQueries({ queryKey: ['domestic-waybill'] });
  if (query.isPending) return <LoadingBlock label={t('loading')} />;
  if (query.isError) return <InlineAlert>{t('loadFailed')}</InlineAlert>;
  const w = query.data;
  const moves = nextWaybillStates(w.state).filter(
    (s): s is 'picked_up' | 'in_transit' => s === 'picked_up' || s === 'in_transit',
  );
  const move = async (state: 'picked_up' | 'in_transit') => {
    if (!(await confirm({ title: t(`confirm.${state}`, { number: w.number }), danger: true })))
      return;
    try {
      await call(domesticWaybillsApi.moveDomesticWaybill, {
        id: w.id,
        version: w.version,
        state,
        remarks: '',
      });
      toast.success(t(`act.${state}`));
    } catch {
      // The http client has toasted the server's message.
    } finally {
      refresh();
    }
  };
  return (
    <section part="detail" style={pageStyle}>
      <Row>
        <Button onClick={onBack}>{t('act.back')}</Button>
        {moves.map((s) => (
          <Button key={s} appearance="primary" onClick={() => void move(s)}>
            {t(`act.${s}`)}
          </Button>
        ))}
      </Row>
      <h2 style={headingStyle}>{t('detail.title', { number: w.number })}</h2>
      <WaybillFacts w={w} />
      <h3 style={headingStyle}>{t('f.exceptions')}</h3>
      <WaybillExceptions w={w} />
      {waybillExceptionAllowed(w.state) && <ExceptionForm key={w.version} w={w} onDone={refresh} />}
      {waybillSignAllowed(w.state) && <SignForm key={`s${w.version}`} w={w} onDone={refresh} />}
      <h3 style={headingStyle}>{t('detail.history')}</h3>
      <History w={w} />
    </section>
  );
}
