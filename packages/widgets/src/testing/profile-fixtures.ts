// The signed-in user's own profile for sp-profile's stories and tests: the profile, a save with
// the server's field checks (the name required; an uploaded file named *.pdf-as-png refused as
// not an image), uploads, and the picture's download, answering in the request's language.
import { filesApi, formatMessage, staffApi, type MyProfile } from '@portal/contract';
import { answered, langOf, refusal } from './fixtures';
import type { MockApi, Reply } from './mock-api';
import { uploadHandlers } from './upload-fixtures';

export const fixtureProfile = (): MyProfile => ({
  id: 'u-1001',
  account: 'supplier01',
  name: 'Li Lei',
  email: 'li.lei@skyline.example',
  mobile: '',
  avatar: '',
  version: 4,
});

export interface ProfileMock {
  /** The bodies the save received, in order. */
  saved: () => Record<string, unknown>[];
}

export function profileHandlers(api: MockApi, start: MyProfile = fixtureProfile()): ProfileMock {
  let profile = { ...start };
  const saved: Record<string, unknown>[] = [];
  uploadHandlers(api);
  api.on(staffApi.getMyProfile, (req): Reply => answered(req, 'ok.done', profile));
  api.on(staffApi.updateMyProfile, (req): Reply => {
    const body = req.body;
    saved.push(body);
    const lang = langOf(req);
    if (!String(body.name ?? '').trim()) {
      return refusal(req, 400, 'http.badRequest', {
        fields: { name: formatMessage(lang, 'staff.nameRequired') },
      });
    }
    if (body.avatar === 'file-bad') {
      return refusal(req, 400, 'profile.avatarType', {
        fields: { avatar: formatMessage(lang, 'profile.avatarType') },
      });
    }
    profile = {
      ...profile,
      name: String(body.name),
      email: String(body.email ?? '').toLowerCase(),
      mobile: String(body.mobile ?? ''),
      avatar: String(body.avatar ?? ''),
      version: profile.version + 1,
    };
    return answered(req, 'profile.updated', profile);
  });
  api.on(filesApi.downloadFile, (): Reply => [200, new Blob(['png'], { type: 'image/png' })]);
  return { saved: () => [...saved] };
}
