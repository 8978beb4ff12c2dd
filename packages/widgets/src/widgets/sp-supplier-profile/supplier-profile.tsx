// sp-supplier-profile: the supplier's company profile
// (docs/product-rules.md#the-suppliers-company-profile): basic information (company, registration,
// contacts, qualification files), other information (warehouse, annual sales, OEM lists) and
// capabilities with their review state, as tabs or one section. The supplier edits its own while
// the audit allows it (to be evaluated, returned) and submits it for review; buyer staff see any
// supplier's read-only (`supplier-id`), and the quality department decides capabilities there.
// Transport suppliers (`kind="transport"`) have no capabilities or OEM lists.
import { useId, useMemo, useState, type CSSProperties } from 'react';
import { Button } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import {
  supplierProfileMessages,
  type ProfileSection,
  type SupplierKind,
  type SupplierProfile,
} from '@portal/contract';
import { ConfirmProvider } from '../../kit/confirm-dialog';
import { token } from '../../kit/css-token';
import { InlineAlert, Row } from '../../kit/form-layout';
import { LoadingBlock } from '../../kit/loading-block';
import { ListTabs, tabId } from '../../kit/resource/list-tabs';
import {
  RecordActions,
  RecordItems,
  ResourceDetail,
  ResourceForm,
  useResourceDetail,
  type ResourceDetailController,
} from '../../kit/resource';
import { StatusBadge } from '../../kit/status-badge';
import { AUDIT_STATE_COLORS } from '../../kit/status-colors';
import { addSupplierEnumLabels } from '../../locales/supplier-enums';
import { addContractMessages, addTranslations, useT } from '../../runtime/i18n';
import { withQuery } from '../../runtime/query-provider';
import en from '../../locales/en/supplier-profile.json';
import zh from '../../locales/zh/supplier-profile.json';
import { CapabilityPanel } from './capability-panel';
import { submitProfileAction } from './profile-actions';
import {
  contactItems,
  oemItems,
  profileBase,
  qualificationItems,
  salesItems,
} from './profile-items';
import {
  OWN,
  PROFILE_NAME,
  PROFILE_NS,
  basicFormResource,
  buyerDetailResource,
  otherFormResource,
  ownDetailResource,
} from './profile-resource';

addTranslations(PROFILE_NS, { en, zh });
addContractMessages(supplierProfileMessages);
addSupplierEnumLabels();

export interface SupplierProfileProps {
  /** One section (attribute `section`: basic, other or ability); all three as tabs when unset. */
  section?: ProfileSection;
  /** Read-only (attribute `readonly`): the detail pages. */
  readonly?: boolean;
  /** `transport` (attribute `kind`): the transport supplier's profile, without aviation fields. */
  kind?: SupplierKind;
  /** A supplier's profile for buyer staff (attribute `supplier-id`); read-only. */
  supplierId?: string;
}

const wrapStyle: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: token('spacingVerticalXL'),
  padding: token('spacingHorizontalL'),
};
const headerStyle: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: token('spacingHorizontalM'),
};
const titleStyle: CSSProperties = {
  margin: 0,
  fontSize: token('fontSizeBase500'),
  fontWeight: token('fontWeightSemibold'),
};

export const profileQueryKey = (supplierId?: string) => [PROFILE_NAME, 'record', supplierId ?? OWN];

function sectionsOf(kind: SupplierKind | undefined): ProfileSection[] {
  return kind === 'transport' ? ['basic', 'other'] : ['basic', 'other', 'ability'];
}

interface SectionProps {
  section: ProfileSection;
  profile: SupplierProfile;
  kind: SupplierKind | undefined;
  /** The supplier's own profile, not shown read-only. */
  own: boolean;
  /** Buyer staff looking at this supplier. */
  supplierId?: string;
  onChange: (p: SupplierProfile) => void;
}

/** The section's own fields read-only, from the same cached record as the rest of the widget. */
function DetailPart({
  section,
  kind,
  supplierId,
}: {
  section: ProfileSection;
  kind: SupplierKind | undefined;
  supplierId?: string;
}) {
  const own = useMemo(() => ownDetailResource(section, kind), [section, kind]);
  const buyer = useMemo(() => buyerDetailResource(section, kind), [section, kind]);
  return supplierId ? (
    <ResourceDetail resource={buyer} id={supplierId} />
  ) : (
    <ResourceDetail resource={own} id={OWN} />
  );
}

/** One section: forms while the supplier may edit, otherwise the read-only detail. */
function Section({ section, profile, kind, own, supplierId, onChange }: SectionProps) {
  const editable = own && profile.editable;
  const extendable = own && profile.extendable;
  // A new definition when the profile changes: the form keeps what the user typed (its values are
  // its own state) and saves with the latest version and lists.
  const basicForm = useMemo(() => basicFormResource(() => profile, kind), [profile, kind]);
  const otherForm = useMemo(() => otherFormResource(() => profile), [profile]);

  if (section === 'ability') {
    return <CapabilityPanel profile={profile} editable={extendable} onChange={onChange} />;
  }
  if (section === 'basic') {
    return (
      <>
        {editable ? (
          <ResourceForm resource={basicForm} />
        ) : (
          <DetailPart section={section} kind={kind} supplierId={supplierId} />
        )}
        {editable ? (
          <RecordItems
            resource={profileBase}
            items={profile.contacts}
            def={contactItems(profile, onChange)}
          />
        ) : null}
        <RecordItems
          resource={profileBase}
          items={profile.qualifications}
          def={qualificationItems(profile, kind, { add: extendable, remove: editable }, onChange)}
        />
      </>
    );
  }
  return (
    <>
      {editable ? (
        <ResourceForm resource={otherForm} />
      ) : (
        <DetailPart section={section} kind={kind} supplierId={supplierId} />
      )}
      <RecordItems
        resource={profileBase}
        items={profile.annualSales}
        def={salesItems(profile, editable, onChange)}
      />
      {kind !== 'transport' ? (
        <RecordItems
          resource={profileBase}
          items={profile.oems}
          def={oemItems(profile, editable, onChange)}
        />
      ) : null}
    </>
  );
}

/** The audit state, what submitting still needs, and Submit for review (asking first). */
const SUBMIT = [submitProfileAction];

function ProfileHeader({
  profile,
  own,
  kind,
}: {
  profile: SupplierProfile;
  own: boolean;
  kind: SupplierKind | undefined;
}) {
  const { t } = useT([PROFILE_NS, 'common']);
  const name = profile.nameEn ? `${profile.name} (${profile.nameEn})` : profile.name;
  return (
    <div style={{ display: 'grid', gap: token('spacingVerticalS') }}>
      <div style={headerStyle}>
        {/* The company heads its profile: the page around it (the host's h1, an intranet page)
            already says "Company profile". */}
        <h2 style={titleStyle}>
          {profile.code} {name}
        </h2>
        <StatusBadge
          value={profile.state}
          enum="auditState"
          colors={AUDIT_STATE_COLORS}
          ns={PROFILE_NS}
        />
        {kind === 'transport' ? <span>{t('note.transport')}</span> : null}
      </div>
      {own && !profile.editable ? (
        <InlineAlert intent="info">
          {profile.extendable
            ? t('note.qualified')
            : t('note.underReview', { state: t(`enum.auditState.${profile.state}`) })}
        </InlineAlert>
      ) : null}
      {own && profile.editable ? (
        <>
          {profile.missing.length ? (
            <div role="note" aria-label={t('missing.title')}>
              <strong>{t('missing.title')}</strong>
              <ul style={{ margin: `${token('spacingVerticalXS')} 0` }}>
                {profile.missing.map((m) => (
                  <li key={m}>{t(`missing.${m}`)}</li>
                ))}
              </ul>
            </div>
          ) : (
            <InlineAlert intent="success">{t('note.complete')}</InlineAlert>
          )}
          <RecordActions resource={profileBase} record={profile} actions={SUBMIT} />
        </>
      ) : null}
    </div>
  );
}

// The whole profile, read with the kit's detail hook under the key every section's detail and save
// use: the supplier's own, or one supplier's for buyer staff.
const ownProfile = ownDetailResource('basic', undefined);
const buyerProfile = buyerDetailResource('basic', undefined);

function OwnProfileView(props: SupplierProfileProps) {
  return <ProfileView {...props} query={useResourceDetail(ownProfile, OWN)} />;
}

function BuyerProfileView(props: SupplierProfileProps & { supplierId: string }) {
  return <ProfileView {...props} query={useResourceDetail(buyerProfile, props.supplierId)} />;
}

function ProfileView({
  section,
  readonly,
  kind: kindProp,
  supplierId,
  query,
}: SupplierProfileProps & { query: ResourceDetailController<SupplierProfile> }) {
  const { t } = useT([PROFILE_NS, 'common']);
  const queryClient = useQueryClient();
  const key = profileQueryKey(supplierId);
  const profile = query.record;
  const kind = kindProp ?? profile?.kind;
  const sections = section ? [section] : sectionsOf(kind);
  const [tab, setTab] = useState<ProfileSection>(sections[0] ?? 'basic');
  const prefix = useId();
  const own = !supplierId && !readonly;

  if (query.loading) return <LoadingBlock label={t('note.loading')} />;
  if (query.error || !profile) {
    return (
      <div style={wrapStyle}>
        <InlineAlert>
          {t('note.loadFailed')} {query.error?.message}
        </InlineAlert>
        <Row>
          <Button appearance="primary" onClick={query.refetch}>
            {t('act.retry')}
          </Button>
        </Row>
      </div>
    );
  }
  const onChange = (p: SupplierProfile) =>
    queryClient.setQueryData(key, { code: 200, msg: '', data: p });
  const current = sections.includes(tab) ? tab : (sections[0] as ProfileSection);
  const body = (s: ProfileSection) => (
    <Section
      key={s}
      section={s}
      profile={profile}
      kind={kind}
      own={own}
      supplierId={supplierId}
      onChange={onChange}
    />
  );
  return (
    <div style={wrapStyle}>
      <ProfileHeader profile={profile} own={own} kind={kind} />
      {sections.length > 1 ? (
        <>
          <ListTabs
            tabs={sections.map((s) => ({ key: s, label: t(`tab.${s}`) }))}
            selected={current}
            onSelect={(k) => setTab(k as ProfileSection)}
            idPrefix={prefix}
          />
          {/* Every panel stays mounted (hidden when not selected): a tab switch keeps what the
              user typed in another section's form. */}
          {sections.map((s) => (
            <div
              key={s}
              role="tabpanel"
              hidden={s !== current}
              aria-labelledby={tabId(prefix, s)}
              style={{
                display: s === current ? 'flex' : 'none',
                flexDirection: 'column',
                gap: token('spacingVerticalXL'),
              }}
            >
              {body(s)}
            </div>
          ))}
        </>
      ) : (
        <section
          aria-label={t(`title.${current}`)}
          style={{ display: 'flex', flexDirection: 'column', gap: token('spacingVerticalXL') }}
        >
          {body(current)}
        </section>
      )}
    </div>
  );
}

function SupplierProfileWithConfirm(props: SupplierProfileProps) {
  return (
    <ConfirmProvider>
      {props.supplierId ? (
        <BuyerProfileView {...props} supplierId={props.supplierId} />
      ) : (
        <OwnProfileView {...props} />
      )}
    </ConfirmProvider>
  );
}

export const SupplierProfileWidget = withQuery(SupplierProfileWithConfirm);
export { SupplierProfileWidget as SupplierProfile };
export default SupplierProfileWidget;
