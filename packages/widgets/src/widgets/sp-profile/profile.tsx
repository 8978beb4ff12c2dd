// sp-profile: the signed-in user's own profile (docs/decisions/2026-11-27-own-profile.md): name,
// e-mail, mobile and a picture, saved with `/admin/sys/user/update`, which takes no id and so only
// ever changes the caller. The picture goes up through the kit's FileUpload (the files module)
// limited to PNG and JPEG; the server checks type and size again and says why at the field. After
// a save the session's name and avatar follow, so the host's header shows them at once. Not a
// resource definition: one record without a list, like sp-change-password beside it in the user
// menu.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Avatar, Button, Input } from '@fluentui/react-components';
import {
  AVATAR_EXTENSIONS,
  AVATAR_MAX_BYTES,
  STAFF_INPUT_MAX,
  staffApi,
  staffMessages,
  type MyProfile,
  type UploadedFile,
} from '@portal/contract';
import { ClickGuardButton } from '../../kit/click-guard-button';
import { useImageUrl } from '../../kit/file-preview';
import { FileUpload } from '../../kit/file-upload';
import { FormField } from '../../kit/form-field';
import { FormStack, FormTitle, InlineAlert, Row } from '../../kit/form-layout';
import { LoadingBlock } from '../../kit/loading-block';
import { ApiError } from '../../runtime/api-error';
import { call } from '../../runtime/http';
import { addContractMessages, addTranslations, useT } from '../../runtime/i18n';
import { session } from '../../runtime/session';
import { toast } from '../../runtime/toast';
import en from '../../locales/en/profile.json';
import zh from '../../locales/zh/profile.json';

export const PROFILE_NS = 'profile';
addTranslations(PROFILE_NS, { en, zh });
addContractMessages(staffMessages);

export interface ProfileProps {
  /** Called after a save with the saved profile (event `sp-profile-saved`). */
  onSaved?: (profile: MyProfile) => void;
  /** Shows Cancel (event `sp-cancelled`). */
  onCancel?: () => void;
}

type Values = Pick<MyProfile, 'name' | 'email' | 'mobile'>;
const TEXT_FIELDS: { name: keyof Values; max: number; type?: 'email' | 'tel'; required?: true }[] =
  [
    { name: 'name', max: STAFF_INPUT_MAX, required: true },
    { name: 'email', max: 80, type: 'email' },
    { name: 'mobile', max: STAFF_INPUT_MAX, type: 'tel' },
  ];

export function Profile({ onSaved, onCancel }: ProfileProps) {
  const { t } = useT([PROFILE_NS, 'contract']);
  const [profile, setProfile] = useState<MyProfile | null>(null);
  const [loadError, setLoadError] = useState('');
  const [values, setValues] = useState<Values>({ name: '', email: '', mobile: '' });
  const [avatar, setAvatar] = useState<UploadedFile[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState('');
  const inFlight = useRef(false);
  const avatarId = avatar[0]?.id ?? '';
  const picture = useImageUrl(avatarId);

  const show = (p: MyProfile) => {
    setProfile(p);
    setValues({ name: p.name, email: p.email, mobile: p.mobile });
    setAvatar(
      p.avatar
        ? [
            {
              id: p.avatar,
              name: t('avatar.current'),
              size: 0,
              uploadedAt: new Date(0).toISOString(),
            },
          ]
        : [],
    );
  };

  useEffect(() => {
    call(staffApi.getMyProfile, {}, { toast: false })
      .then((a) => show(a.data))
      .catch((e: unknown) => setLoadError(e instanceof Error ? e.message : String(e)));
    // Loaded once per mount; `show` only sets state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = async () => {
    if (inFlight.current || !profile) return;
    inFlight.current = true;
    setServerError('');
    setErrors({});
    try {
      const answer = await call(
        staffApi.updateMyProfile,
        { version: profile.version, ...values, avatar: avatarId },
        { toast: false },
      );
      show(answer.data);
      session.update({ name: answer.data.name, avatar: answer.data.avatar });
      toast.success(answer.msg);
      onSaved?.(answer.data);
    } catch (e) {
      if (e instanceof ApiError && Object.keys(e.fields).length) setErrors(e.fields);
      else setServerError(e instanceof Error ? e.message : String(e));
    } finally {
      inFlight.current = false;
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit();
  };

  if (!profile) {
    return loadError ? (
      <InlineAlert>{loadError}</InlineAlert>
    ) : (
      <LoadingBlock label={t('loading')} rows={4} />
    );
  }
  return (
    <FormStack onSubmit={onSubmit} aria-label={t('title')} maxWidth={440}>
      <FormTitle>{t('title')}</FormTitle>
      <Row>
        <Avatar
          size={56}
          name={values.name || profile.account}
          image={picture ? { src: picture, alt: '' } : undefined}
          aria-hidden
        />
        <span>{t('account', { account: profile.account })}</span>
      </Row>
      {TEXT_FIELDS.map(({ name, max, type, required }) => (
        <FormField key={name} label={t(`f.${name}`)} required={required} error={errors[name]}>
          <Input
            name={name}
            type={type}
            maxLength={max}
            value={values[name]}
            onChange={(_, d) => setValues((v) => ({ ...v, [name]: d.value }))}
          />
        </FormField>
      ))}
      <div style={{ display: 'grid', gap: 4 }}>
        <FileUpload
          label={t('f.avatar')}
          purpose="general"
          accept={AVATAR_EXTENSIONS}
          maxBytes={AVATAR_MAX_BYTES}
          multiple={false}
          files={avatar}
          onChange={(next) => setAvatar(next.slice(-1))}
        />
        <InlineAlert>{errors.avatar}</InlineAlert>
      </div>
      <InlineAlert>{serverError}</InlineAlert>
      {/* Cancel, then the primary action last (docs/decisions/2026-11-26-dialog-button-order.md). */}
      <Row end={!!onCancel}>
        {onCancel && <Button onClick={() => onCancel()}>{t('cancel')}</Button>}
        <ClickGuardButton
          type="submit"
          appearance="primary"
          onClick={(e) => {
            e.preventDefault();
            return submit();
          }}
        >
          {t('submit')}
        </ClickGuardButton>
      </Row>
    </FormStack>
  );
}

export default Profile;
