// The signed-in user's profile and menus. getUserInfo is the hottest call after a page load, so the
// profile is cached per user for a short while and the menu tree per supplier kind and permission set until the menus
// change; other processes' edits show up within the profile TTL.
import { getUserInfo, type Language, type MenuNode, type SessionUser } from '@portal/contract';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../core/db.ts';
import { okIn } from '../../core/envelope.ts';
import type { MenusTable } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { preSerialized, type PreSerialized } from '../../http/register-call.ts';
import { buildMenuTree } from './menu-tree.ts';
import { allMenus, findProfile, rolesAndPermissions, type UserProfileRow } from './queries.ts';

export interface UserProfile {
  row: UserProfileRow;
  roles: string[];
  permissions: ReadonlySet<string>;
  permissionList: string[];
  menus: MenuNode[];
  /** The getUserInfo data per language, built once. */
  answers: Partial<Record<Language, UserInfo>>;
  /** The whole getUserInfo answer per language, checked and serialized once. */
  serialized: Partial<Record<Language, PreSerialized>>;
}

export interface UserInfo {
  user: SessionUser;
  menus: MenuNode[];
}

interface Cached {
  profile: UserProfile;
  loadedAt: number;
}

export class UserService {
  readonly #profiles = new Map<string, Cached>();
  readonly #loading = new Map<string, Promise<UserProfile | undefined>>();
  readonly #menuTrees = new Map<string, MenuNode[]>();
  #menus: { rows: MenusTable[]; loadedAt: number } | undefined;

  constructor(
    private readonly db: Db,
    private readonly config: AppConfig,
  ) {}

  /** The cached profile of a user; undefined if the user is gone. */
  async profile(userId: string): Promise<UserProfile | undefined> {
    const cached = this.#profiles.get(userId);
    if (cached && Date.now() - cached.loadedAt < this.config.userCacheTtlMs) return cached.profile;
    let loading = this.#loading.get(userId);
    if (!loading) {
      loading = this.#load(userId).finally(() => this.#loading.delete(userId));
      this.#loading.set(userId, loading);
    }
    return loading;
  }

  /** The getUserInfo answer, serialized once per user and language (the hot path). */
  async userInfoAnswer(userId: string, lang: Language): Promise<PreSerialized> {
    const profile = await this.profile(userId);
    const cached = profile?.serialized[lang];
    if (profile && cached) return cached;
    const data = await this.userInfo(userId, lang);
    const answer = preSerialized(getUserInfo, okIn(lang, data));
    if (profile) profile.serialized[lang] = answer;
    return answer;
  }

  async userInfo(userId: string, lang: Language): Promise<UserInfo> {
    const profile = await this.profile(userId);
    // A user without menus is answered as is: the browser rejects it with auth.notUser.
    if (!profile) throw new ApiError(401, 'auth.invalidToken', { error: 'invalid_token' });
    const cached = profile.answers[lang];
    if (cached) return cached;
    const { row } = profile;
    const answer = {
      user: {
        id: row.id,
        account: row.account,
        companyId: row.companyId,
        companyKind: row.companyKind,
        companyName: lang === 'zh' ? row.companyName : row.companyNameEn,
        realName: row.realName,
        avatar: row.avatar,
        code: row.companyCode,
        roles: profile.roles,
        permissions: profile.permissionList,
        securityKeyPending: row.securityKeyPending,
      },
      menus: profile.menus,
    };
    profile.answers[lang] = answer;
    return answer;
  }

  invalidateUser(userId: string): void {
    this.#profiles.delete(userId);
  }

  /** After menus or role permissions change. */
  invalidateAll(): void {
    this.#profiles.clear();
    this.#menuTrees.clear();
    this.#menus = undefined;
  }

  async #load(userId: string): Promise<UserProfile | undefined> {
    const [row, access, menuRows] = await Promise.all([
      findProfile(this.db, userId),
      rolesAndPermissions(this.db, userId),
      this.#menuRows(),
    ]);
    if (!row) {
      this.#profiles.delete(userId);
      return undefined;
    }
    const key = `${row.supplierKind ?? ''}\n${access.permissions.join('\n')}`;
    let menus = this.#menuTrees.get(key);
    if (!menus) {
      menus = buildMenuTree(menuRows, new Set(access.permissions), row.supplierKind);
      this.#menuTrees.set(key, menus);
    }
    const profile: UserProfile = {
      row,
      roles: access.roles,
      permissions: new Set(access.permissions),
      permissionList: access.permissions,
      menus,
      answers: {},
      serialized: {},
    };
    this.#profiles.set(userId, { profile, loadedAt: Date.now() });
    return profile;
  }

  async #menuRows(): Promise<MenusTable[]> {
    if (this.#menus && Date.now() - this.#menus.loadedAt < 10 * this.config.userCacheTtlMs) {
      return this.#menus.rows;
    }
    const rows = await allMenus(this.db);
    if (this.#menus && JSON.stringify(this.#menus.rows) !== JSON.stringify(rows)) {
      this.#menuTrees.clear();
    }
    this.#menus = { rows, loadedAt: Date.now() };
    return rows;
  }
}
