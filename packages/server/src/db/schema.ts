// Table types for Kysely. Ids are text uuids; timestamps are timestamptz (Date in both drivers).
import type {
  ColumnType,
  Generated,
  GeneratedAlways,
  Insertable,
  Selectable,
  Updateable,
} from 'kysely';
import type {
  AuditState,
  BlacklistKind,
  CapabilityBusinessType,
  CapabilityProductType,
  CapabilityState,
  ContractInvoice,
  ContractKind,
  ContractState,
  RepairCertificateKind,
  RepairCostState,
  RepairPhase,
  RepairSide,
  RepairStatus,
  Delivery,
  LineAnswer,
  Currency,
  GroupMember,
  OemAuthorization,
  QualificationKind,
  InviteKind,
  RelationBusinessType,
  RelationState,
  SupplierBusinessType,
  SupplierKind,
  SupplierTier,
  TaxCategory,
  CargoKind,
  Incoterm,
  PackingGroup,
  ShipmentState,
  CustomsInfoState,
  VolumeUnit,
  TransportInquiryState,
  TransportMode,
  AccountStatementState,
  StatementDocType,
  BillKind,
  BillState,
  DeliveryStatus,
  PaymentTerms,
  InvoiceKind,
  TransportOrderState,
  WaybillExceptionKind,
  WaybillState,
} from '@portal/contract';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface CompaniesTable {
  id: string;
  kind: 'buyer' | 'supplier';
  name: string;
  name_en: string;
  code: string;
  status: 'pending' | 'approved' | 'frozen' | 'blacklisted';
  /**
   * Domestic suppliers state no trade terms; VAT applies to RMB prices (product rules). Generated
   * from `country` (migration 0014): never written.
   */
  domestic: GeneratedAlways<boolean>;
  /** ISO 3166 alpha-2 (CN, HK). */
  country: string | null;
  /** Suppliers: what they registered as; null for the buyer. */
  supplier_kind: SupplierKind | null;
  /** The supplier audit (contract's audit-state.ts); `approved` for companies admitted outside it. */
  audit_status: Generated<AuditState>;
  tax_category: TaxCategory | null;
  tax_id: string | null;
  email: Generated<string>;
  time_zone: string | null;
  commercial_frozen: Generated<boolean>;
  quality_frozen: Generated<boolean>;
  freeze_reason: Generated<string>;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export type UserStatus = 'enabled' | 'disabled' | 'frozen';

export interface UsersTable {
  id: string;
  company_id: string;
  account: string;
  password_hash: string;
  real_name: string;
  email: string;
  avatar: string;
  mobile: Generated<string>;
  position: Generated<string>;
  /** Invited without a password, until the colleague chooses one with the mailed code. */
  invited_at: Date | null;
  /** The own profile's avatar, a file of `files` (0020-user-avatar-file). */
  avatar_file_id: Generated<string | null>;
  /** A buyer administrator requires a security key at sign-in (0019). */
  security_key_required: Generated<boolean>;
  status: UserStatus;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface RolesTable {
  id: string;
  code: string;
  /** i18n key of the role's name. */
  name: string;
  side: 'buyer' | 'supplier';
  /** The company whose role it is; null for a built-in role (migration 0017). */
  company_id: Generated<string | null>;
  version: Generated<number>;
  created_at: CreatedAt;
}

export interface PermissionsTable {
  code: string;
  kind: 'menu' | 'action';
}

export interface RolePermissionsTable {
  role_id: string;
  permission_code: string;
}

export interface UserRolesTable {
  user_id: string;
  role_id: string;
}

export interface MenusTable {
  id: string;
  parent_id: string | null;
  cname: string;
  url: string;
  icon: string;
  client_type: 'supplier' | 'buyer';
  hidden: boolean;
  sort: number;
  /** Null for a group: a group shows when one of its children does. */
  permission_code: string | null;
}

export interface RsaKeysTable {
  id: string;
  public_pem: string;
  private_pem: string;
  created_at: CreatedAt;
}

export interface KeyUuidsTable {
  uuid: string;
  key_id: string;
  expires_at: Date;
  used_at: Date | null;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  refresh_token_hash: string;
  access_token_hash: string | null;
  issued_at: Date;
  access_expires_at: Date | null;
  refresh_expires_at: Date;
  /** Absolute end of the session, whatever the refreshes. */
  expires_at: Date;
  last_seen_at: Date;
  revoked_at: Date | null;
  ip: string;
  user_agent: string;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  account: string;
  ip: string;
  created_at: Date;
}

export interface OperationLogsTable {
  id: string;
  user_id: string | null;
  session_id: string | null;
  account: string;
  name: string;
  type: number;
  item: string;
  ip: string;
  mac: string;
  created_at: Date;
  /** The acting user's company (0016); null for sign-in attempts of no known user. */
  company_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** What a change changed, `{ before, after }` (0016), bounded; null when not recorded. */
  changes: ColumnType<unknown, string | null | undefined, string | null>;
}

// ---- inquiries and quotes (0002-inquiries) ---------------------------------------------------

/** numeric(17,4): a string on read in both drivers (exact), a number or string on write. */
export type Money = ColumnType<string, number | string, number | string>;
export type NullableMoney = ColumnType<
  string | null,
  number | string | null,
  number | string | null
>;
/** bigint: PGlite reads a number, pg a string; read it with Number(). */
export type Int8 = ColumnType<number | string, number, number>;
export type NullableInt8 = ColumnType<number | string | null, number | null, number | null>;
/** A calendar date as `YYYY-MM-DD` text (see 0002-inquiries.ts for why not `date`). */
export type IsoDate = string;

export type StoredQuoteStateColumn = 'notQuoted' | 'hold' | 'submitted' | 'noBid';

export interface InquiriesTable {
  id: string;
  inquiry_number: string;
  /** One of the contract's INQUIRY_KINDS. */
  kind: string;
  title: string;
  status: Generated<'open' | 'closed' | 'cancelled'>;
  purchasing_org: Generated<string>;
  purchasing_group: Generated<string>;
  factory: Generated<string>;
  rfx_category: Generated<string>;
  creator: Generated<string>;
  payment_terms: string | null;
  bid_start: Date;
  bid_end: Date;
  bid_validity_days: number;
  budget_total: NullableMoney;
  budget_currency: string | null;
  item_count: number;
  first_part_number: Generated<string>;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface InquiryItemsTable {
  id: string;
  inquiry_id: string;
  item_no: number;
  material_number: string;
  description: Generated<string>;
  mpn: Generated<string>;
  manufacturer_code: Generated<string>;
  quantity: Int8;
  unit: string;
  delivery_date_from: IsoDate | null;
  delivery_date_to: IsoDate | null;
  incoterms: string | null;
  delivery_place: Generated<string>;
  payment_period_days: number | null;
  consignment: Generated<boolean>;
  purchase_type: Generated<string>;
  max_price_limit: NullableMoney;
}

/** An invited supplier of an inquiry, and the header of its quote. */
export interface BiddersTable {
  id: string;
  inquiry_id: string;
  company_id: string;
  /** Copies of the inquiry's kind, bid end and creation time (list indexes). */
  kind: string;
  bid_end: Date;
  inquiry_created_at: Date;
  state: Generated<StoredQuoteStateColumn>;
  quote_number: string | null;
  version: Generated<number>;
  remarks: Generated<string>;
  no_bid_reason: Generated<string>;
  /** When the supplier last answered (submitted, or declined). */
  submitted_at: Date | null;
  updated_at: Date | null;
  created_at: CreatedAt;
}

export interface QuoteLinesTable {
  id: string;
  bidder_id: string;
  inquiry_id: string;
  item_id: string;
  quoted: boolean;
  quote_part_number: string | null;
  mpn: string | null;
  manufacturer_code: string | null;
  interchangeability: string | null;
  condition: string | null;
  unit_price: NullableMoney;
  currency: string | null;
  tax_rate: number | null;
  quoted_quantity: NullableInt8;
  unit: string | null;
  moq: NullableInt8;
  mov: NullableMoney;
  lead_time_days: number | null;
  delivery_date: IsoDate | null;
  validity_date: IsoDate | null;
  airworthiness_approval: string | null;
  certificate_type: number | null;
  account_status: string | null;
  pay_mode: string | null;
  incoterms: string | null;
  inventory_country: string | null;
  inventory_city: string | null;
  standard_package_qty: NullableInt8;
  claim_months: number | null;
  warranty: string | null;
  aog_fee: NullableMoney;
  hazmat_packing_fee: NullableMoney;
  other_fee: NullableMoney;
  brand: string | null;
  supplier_type: string | null;
  /** JSON text on write (`JSON.stringify`), parsed on read. */
  fees: ColumnType<QuoteFeeJson[], string, string>;
  remarks: string | null;
  bargained_from: NullableMoney;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface QuoteFeeJson {
  slot: number;
  amount: number;
  currency: string;
}

export interface BargainingRoundsTable {
  id: string;
  quote_line_id: string;
  bidder_id: string;
  company_id: string;
  inquiry_id: string;
  round_no: number;
  target_price: Money;
  last_price: Money;
  currency: string;
  deadline: Date;
  opened_by: string | null;
  status: Generated<'pending' | 'submitted' | 'declined'>;
  remarks: Generated<string>;
  answer_price: NullableMoney;
  answer_remarks: Generated<string>;
  answered_at: Date | null;
  answered_by: string | null;
  version: Generated<number>;
  created_at: CreatedAt;
}

export interface InquiryQuestionsTable {
  id: string;
  inquiry_id: string;
  seq: number;
  text: string;
  answer: string | null;
  created_at: CreatedAt;
}

export interface InquiryCommentsTable {
  id: string;
  inquiry_id: string;
  /** Null: every bidder sees it; otherwise that company only. */
  company_id: string | null;
  author: string;
  text: string;
  created_at: CreatedAt;
}

export interface InquiryClausesTable {
  id: string;
  inquiry_id: string;
  seq: number;
  agreement_type: string;
  number: string;
  name: string;
}

export interface InquiryMembersTable {
  id: string;
  inquiry_id: string;
  seq: number;
  name: string;
  role: string;
}

export interface InquiryEventsTable {
  id: string;
  inquiry_id: string;
  /** Null: every bidder sees the event; otherwise only that company (and the buyer). */
  company_id: string | null;
  /** A contract message key. */
  event: string;
  by_name: string;
  user_id: string | null;
  at: Date;
}

// ---- files (0003-files) -------------------------------------------------------------------

/** A file link's one-time credential (0013-download-tickets); only its SHA-256 is stored. */
export interface DownloadTicketsTable {
  ticket_hash: string;
  file_id: string;
  session_id: string;
  company_id: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: CreatedAt;
}

export type FilePurpose = 'quote' | 'bargaining' | 'general' | 'profile';

export interface FilesTable {
  id: string;
  /** The owner: the uploader's company. */
  company_id: string;
  uploaded_by: string | null;
  /** The name as uploaded; `ext` is its lower-case extension. */
  name: string;
  ext: string;
  size: Int8;
  /** The sniffed media type. */
  mime: string;
  /** The file's name under DATA_DIR/uploads. */
  storage_key: string;
  purpose: FilePurpose;
  created_at: CreatedAt;
}

export interface InquiryAttachmentsTable {
  inquiry_id: string;
  file_id: string;
}

export interface QuoteAttachmentsTable {
  bidder_id: string;
  file_id: string;
}

export interface SupplierInvitesTable {
  id: string;
  buyer_company_id: string;
  company_name: string;
  email: string;
  kind: InviteKind;
  /** SHA-256 (hex) of the invite code; the code itself is only in the e-mail. */
  code_hash: string;
  expires_at: Date;
  /** `expired` is not stored: see INVITE_STATES. */
  status: 'sent' | 'registered';
  sent_count: Generated<number>;
  last_sent_at: UpdatedAt;
  invited_by: string | null;
  registered_company_id: string | null;
  version: Generated<number>;
  created_at: CreatedAt;
}

export interface SupplierEventsTable {
  id: string;
  company_id: string;
  action: string;
  from_state: AuditState | null;
  to_state: AuditState | null;
  by_user_id: string | null;
  by_name: string;
  remarks: Generated<string>;
  created_at: CreatedAt;
}

export interface SupplierBlacklistTable {
  /** Since 0007-supplier-lists (a uuid by default); before it the tax ID was the key. */
  id: Generated<string>;
  /** Either list keeps the tax ID from registering (0007-supplier-lists). */
  list: Generated<BlacklistKind>;
  tax_id: string;
  company_name: string;
  reason: string;
  /** The supplier that held the tax ID when it was listed (and was frozen for it). */
  supplier_id: string | null;
  added_by: string | null;
  version: Generated<number>;
  created_at: CreatedAt;
}

/** Mutual recognition admittance: a supplier a sister company of the group approved. */
export interface SupplierAdmitsTable {
  id: string;
  buyer_company_id: string;
  tax_id: string;
  company_name: string;
  supplier_id: string | null;
  source_company: string;
  scope: string;
  /** YYYY-MM-DD. */
  valid_until: string;
  remarks: Generated<string>;
  added_by: string | null;
  version: Generated<number>;
  created_at: CreatedAt;
}

export interface SupplierCageCodesTable {
  id: string;
  code: string;
  supplier_id: string;
  remarks: Generated<string>;
  added_by: string | null;
  version: Generated<number>;
  created_at: CreatedAt;
}

/** Second- and third-tier suppliers of a primary supplier, with their authorization. */
export interface SupplierTiersTable {
  id: string;
  buyer_company_id: string;
  primary_id: string;
  tier: SupplierTier;
  name: string;
  country: string;
  supplies: string;
  /** YYYY-MM-DD; null until authorized. */
  authorized_until: string | null;
  authorized_by: Generated<string>;
  remarks: Generated<string>;
  version: Generated<number>;
  created_at: CreatedAt;
}

/** Third-party own-equipment suppliers an equipment manufacturer designates. */
export interface SupplierOwnEquipmentTable {
  id: string;
  buyer_company_id: string;
  name: string;
  equipment: string;
  ata_chapter: string;
  oem: string;
  contact: Generated<string>;
  valid_until: string;
  remarks: Generated<string>;
  version: Generated<number>;
  created_at: CreatedAt;
}

export type OutsideSystem = 'oa' | 'qaudit' | 'erp' | 'mail';
export type OutboxStatus = 'pending' | 'sent' | 'answered' | 'failed';

export interface OutboxTable {
  id: string;
  system: OutsideSystem;
  kind: string;
  subject_id: string | null;
  payload: ColumnType<unknown, string, string>;
  status: OutboxStatus;
  attempts: Generated<number>;
  next_attempt_at: UpdatedAt;
  last_error: Generated<string>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ApiLogsTable {
  id: string;
  outbox_id: string | null;
  system: string;
  direction: 'out' | 'in';
  endpoint: string;
  request: ColumnType<unknown, string, string>;
  response: ColumnType<unknown, string | null, string | null>;
  http_status: number | null;
  ok: boolean;
  duration_ms: Generated<number>;
  created_at: CreatedAt;
}

export interface MailboxTable {
  id: string;
  outbox_id: string | null;
  to_address: string;
  subject: string;
  body: string;
  created_at: CreatedAt;
}

export interface SimulatorSettingsTable {
  system: string;
  answer: 'approve' | 'fail';
  delay_ms: number;
}

/** A refresh token its session rotated away; presenting it again ends the session (0012). */
export interface RetiredRefreshTokensTable {
  /** SHA-256 (hex) of the token, like sessions.refresh_token_hash. */
  hash: string;
  session_id: string;
  retired_at: Date;
}

export interface PasswordResetCodesTable {
  id: string;
  user_id: string;
  /** SHA-256 (hex) of the 6-digit code; the code itself is only in the e-mail. */
  code_hash: string;
  expires_at: Date;
  attempts: Generated<number>;
  used_at: Date | null;
  created_at: CreatedAt;
}

/** A user's registered security key (0019); the credential id (base64url) is its serial. */
export interface SecurityKeysTable {
  credential_id: string;
  user_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  /** The signature counter; bigint comes back as a string from both dialects. */
  counter: ColumnType<string, number | string, number | string>;
  transports: string[];
  created_at: CreatedAt;
}

/** A one-time WebAuthn challenge (0019): `register` by user, `sign-in` by its ticket's hash. */
export interface SecurityKeyChallengesTable {
  id: string;
  user_id: string;
  purpose: 'register' | 'sign-in';
  challenge: string;
  expires_at: Date;
}

/** What a supplier does for the buyer (contract SUPPLIER_BUSINESS_TYPES), one row per type. */
export interface SupplierBusinessTypesTable {
  company_id: string;
  business_type: SupplierBusinessType;
}

// ---- returned registration, quality assessment and scopes, customs (0009-supplier-quality) ----

export interface SupplierEditCodesTable {
  id: string;
  company_id: string;
  /** SHA-256 (hex) of the code; the code itself is only in the e-mail. */
  code_hash: string;
  remarks: Generated<string>;
  expires_at: Date;
  used_at: Date | null;
  created_at: CreatedAt;
}

export interface SupplierAssessmentsTable {
  company_id: string;
  grade: 'A' | 'B' | 'C' | 'D';
  score: number | null;
  findings: string;
  on_site: Generated<boolean>;
  /** YYYY-MM-DD. */
  assessed_on: ColumnType<string, string, string>;
  assessed_by: string | null;
  assessed_by_name: string;
  version: Generated<number>;
  updated_at: UpdatedAt;
}

export interface SupplierAuthorizationsTable {
  id: string;
  company_id: string;
  business_type: number;
  product_type: number;
  valid_until: ColumnType<string, string, string>;
  status: 'active' | 'withdrawn';
  remarks: Generated<string>;
  withdraw_reason: Generated<string>;
  created_by: string | null;
  created_by_name: string;
  withdrawn_at: Date | null;
  version: Generated<number>;
  created_at: CreatedAt;
}

export interface CustomsAuthorizationsTable {
  id: string;
  company_id: string;
  kind: 'personal' | 'company';
  broker_name: Generated<string>;
  id_number: Generated<string>;
  phone: Generated<string>;
  broker_company: Generated<string>;
  customs_code: Generated<string>;
  scope: 'import' | 'export' | 'both' | null;
  valid_from: ColumnType<string, string, string>;
  valid_until: ColumnType<string, string, string>;
  letter_file_id: string;
  status: 'active' | 'revoked';
  created_by: string | null;
  created_by_name: string;
  revoked_at: Date | null;
  revoke_reason: Generated<string>;
  version: Generated<number>;
  created_at: CreatedAt;
}

// ---- the supplier's company profile (0006-supplier-profile) -------------------------------------

export interface SupplierProfilesTable {
  company_id: string;
  registered_capital: NullableMoney;
  capital_currency: Currency | null;
  license_number: Generated<string>;
  legal_representative: Generated<string>;
  founded_on: IsoDate | null;
  registered_address: Generated<string>;
  office_address: Generated<string>;
  website: Generated<string>;
  warehouse_address: Generated<string>;
  warehouse_area: NullableMoney;
  updated_by: string | null;
  updated_at: UpdatedAt;
}

export interface SupplierContactsTable {
  id: string;
  company_id: string;
  sort: number;
  name: string;
  position: Generated<string>;
  phone: Generated<string>;
  email: Generated<string>;
  is_primary: Generated<boolean>;
}

export interface SupplierAnnualSalesTable {
  id: string;
  company_id: string;
  year: number;
  amount: Money;
  currency: Currency;
}

export interface SupplierOemsTable {
  id: string;
  company_id: string;
  sort: number;
  manufacturer: string;
  authorization: OemAuthorization;
  valid_until: IsoDate | null;
}

export interface SupplierCapabilitiesTable {
  id: string;
  company_id: string;
  business_type: CapabilityBusinessType;
  product_type: CapabilityProductType;
  status: Generated<CapabilityState>;
  remarks: Generated<string>;
  decided_by: Generated<string>;
  decided_at: Date | null;
  version: Generated<number>;
  created_at: CreatedAt;
}

/** A group member company a supplier serves (migration 0011). */
export interface SupplierCustomerRelationsTable {
  id: string;
  buyer_company_id: string;
  supplier_id: string;
  member: GroupMember;
  business_type: RelationBusinessType;
  /** YYYY-MM-DD. */
  since: string;
  status: Generated<RelationState>;
  remarks: Generated<string>;
  added_by: string | null;
  ended_at: Date | null;
  ended_by: string | null;
  end_reason: Generated<string>;
  version: Generated<number>;
  created_at: CreatedAt;
}

export interface SupplierQualificationsTable {
  id: string;
  company_id: string;
  file_id: string;
  kind: QualificationKind;
  number: string;
  issuer: Generated<string>;
  expires_on: IsoDate;
  created_by: string | null;
  created_at: CreatedAt;
}

// ---- supplier audit management (0010-supplier-audits) ----------------------------------------

export interface SupplierAuditsTable {
  id: string;
  company_id: string;
  kind: 'onSite' | 'document';
  audited_on: ColumnType<string, string, string>;
  summary: Generated<string>;
  created_by: string | null;
  created_by_name: string;
  created_at: CreatedAt;
}

export interface SupplierAuditFindingsTable {
  id: string;
  audit_id: string;
  seq: number;
  description: string;
  severity: 'major' | 'minor' | 'observation';
  status: 'open' | 'answered' | 'closed';
  action: Generated<string>;
  due_on: string | null;
  attachment_id: string | null;
  answered_at: Date | null;
  answered_by_name: Generated<string>;
  closed_at: Date | null;
  closed_by_name: Generated<string>;
  close_remarks: Generated<string>;
  version: Generated<number>;
}

/** A contract or order from the buyer's ERP (migration 0022), its header and current state. */
export interface ContractsTable {
  id: string;
  contract_number: string;
  kind: ContractKind;
  supplier_id: string;
  state: Generated<ContractState>;
  current_version: Generated<number>;
  title: Generated<string>;
  currency: string;
  total_amount: Money;
  line_count: number;
  buyer_contact: Generated<string>;
  inquiry_id: string | null;
  invoice: ColumnType<
    ContractInvoice,
    ContractInvoice | string | undefined,
    ContractInvoice | string
  >;
  signed_at: Date | null;
  signed_by: string | null;
  /** The signed copy uploaded with the sign-for (migration 0023). */
  signed_file_id: string | null;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** A document of a contract: the ERP's or the supplier's upload (migration 0029). */
export interface ContractAttachmentsTable {
  contract_id: string;
  file_id: string;
  source: 'erp' | 'supplier';
  version_no: number;
  uploaded_by_name: Generated<string>;
  created_at: CreatedAt;
}

/** One version of a contract: who issued it and its total. */
export interface ContractVersionsTable {
  contract_id: string;
  version_no: number;
  issued_by: 'erp' | 'buyer' | 'supplier';
  issued_by_name: Generated<string>;
  remark: Generated<string>;
  total_amount: Money;
  created_at: CreatedAt;
}

/** A line of one version, with the supplier's answer to it. */
export interface ContractLinesTable {
  id: string;
  contract_id: string;
  version_no: number;
  line_no: number;
  material_number: string;
  part_number: Generated<string>;
  description: Generated<string>;
  quantity: Int8;
  unit: string;
  unit_price: Money;
  delivery_date: IsoDate;
  answer: Generated<LineAnswer>;
  answer_reason: Generated<string>;
  deliveries: ColumnType<Delivery[], Delivery[] | string | undefined, Delivery[] | string>;
}

/** The contract's history, shown on its page. */
export interface ContractEventsTable {
  id: string;
  contract_id: string;
  event: string;
  version_no: number;
  by_name: string;
  company_id: string | null;
  remark: Generated<string>;
  at: CreatedAt;
}

/** A confirmed contract's shipment plan (migration 0031): its version; entries and changes hang on it. */
export interface ShipmentForecastsTable {
  contract_id: string;
  version: Generated<number>;
  updated_at: UpdatedAt;
}

/** One planned shipment of a contract line (by line number). */
export interface ShipmentForecastEntriesTable {
  contract_id: string;
  line_no: number;
  planned_date: IsoDate;
  quantity: Int8;
}

/** One change of a line's plan: added (old null), removed (new null) or moved. */
export interface ShipmentForecastChangesTable {
  id: string;
  contract_id: string;
  line_no: number;
  old_date: IsoDate | null;
  old_quantity: NullableInt8;
  new_date: IsoDate | null;
  new_quantity: NullableInt8;
  reason: Generated<string>;
  by_name: string;
  company_id: string;
  at: CreatedAt;
}

/** A repair contract's repair order (migration 0024): the ERP's repair data and the status. */
export interface RepairOrdersTable {
  contract_id: string;
  serial_number: Generated<string>;
  reported_fault: Generated<string>;
  aircraft_registration: Generated<string>;
  tsn: ColumnType<string | null, number | null | undefined, number | null>;
  csn: number | null;
  tso: ColumnType<string | null, number | null | undefined, number | null>;
  cso: number | null;
  required_return_date: IsoDate | null;
  turnaround_days: number | null;
  status: Generated<RepairStatus>;
  phase: Generated<RepairPhase>;
  status_date: IsoDate | null;
  approved_costs: ColumnType<string, number | string | undefined, number | string>;
  version: Generated<number>;
  updated_at: UpdatedAt;
}

/** One status update of a repair: its timeline. */
export interface RepairStatusUpdatesTable {
  id: string;
  contract_id: string;
  status: RepairStatus;
  side: RepairSide;
  date: IsoDate;
  remarks: Generated<string>;
  certificate_kind: RepairCertificateKind | null;
  certificate_number: Generated<string>;
  by_name: string;
  company_id: string;
  at: CreatedAt;
}

/** A file of a status update: a report, a photo, or the release certificate. */
export interface RepairUpdateFilesTable {
  update_id: string;
  file_id: string;
  certificate: Generated<boolean>;
  position: number;
}

/** A cost added during a repair, with the buyer's decision. */
export interface RepairCostsTable {
  id: string;
  contract_id: string;
  description: string;
  amount: Money;
  currency: string;
  reason: string;
  state: Generated<RepairCostState>;
  remark: Generated<string>;
  created_by_name: string;
  created_at: CreatedAt;
  decided_by_name: Generated<string>;
  decided_at: Date | null;
}

/** A repair inquiry's unit (migration 0026): the repair data of one inquiry item. */
export interface RepairUnitsTable {
  item_id: string;
  inquiry_id: string;
  serial_number: string;
  reported_fault: Generated<string>;
  aircraft_registration: Generated<string>;
  tsn: ColumnType<string | null, number | null | undefined, number | null>;
  csn: number | null;
  tso: ColumnType<string | null, number | null | undefined, number | null>;
  cso: number | null;
  required_return_date: IsoDate | null;
}

/** One bidder's repair quote for one unit (migration 0026); money in the line's currency. */
export interface RepairQuoteLinesTable {
  id: string;
  bidder_id: string;
  inquiry_id: string;
  item_id: string;
  quoted: Generated<boolean>;
  /** One of the contract's CURRENCIES. */
  currency: string | null;
  test_fee: NullableMoney;
  repair_fee: NullableMoney;
  renovation_labour: NullableMoney;
  fixed_price: NullableMoney;
  cap_fee: NullableMoney;
  exchange_fee: NullableMoney;
  painting_cost: NullableMoney;
  ber_fee: NullableMoney;
  nff_fee: NullableMoney;
  scrap_fee: NullableMoney;
  handling_rate: NullableMoney;
  /** One of the contract's REPAIR_OUTCOMES. */
  evaluation_outcome: string | null;
  warranty_months: number | null;
  warranty_flight_hours: number | null;
  warranty_cycles: number | null;
  claim_months: number | null;
  turnaround_days: number | null;
  certificate_type: number | null;
  validity_date: IsoDate | null;
  /** One of the contract's REPAIR_SHIPPING. */
  shipping: string | null;
  remarks: Generated<string>;
  updated_at: UpdatedAt;
}

/** The award of a repair inquiry (migration 0026); its contracts are repair_award_contracts. */
export interface RepairAwardsTable {
  inquiry_id: string;
  bidder_id: string;
  remark: Generated<string>;
  by_user_id: string | null;
  by_name: string;
  at: CreatedAt;
}

/** The repair contracts an award issued, one per awarded unit (migration 0028). */
export interface RepairAwardContractsTable {
  contract_id: string;
  inquiry_id: string;
  /** The unit the contract repairs; null for an award before 0028, whose contract holds them all. */
  item_id: string | null;
}

// ---- transport inquiries (0032-transport-inquiries) ------------------------------------------

export interface TransportInquiriesTable {
  id: string;
  number: string;
  mode: TransportMode;
  origin: string;
  destination: string;
  cargo: CargoKind;
  pieces: number;
  gross_weight_kg: Money;
  volume_m3: Money;
  ready_date: string;
  reply_deadline: string;
  remark: Generated<string>;
  state: Generated<TransportInquiryState>;
  version: Generated<number>;
  created_by_name: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface TransportInquirySuppliersTable {
  inquiry_id: string;
  company_id: string;
}

/** A surcharge or an air weight break of a transport quote, as its JSON column holds it. */
export interface TransportSurchargeJson {
  name: string;
  amount: number;
}
export interface TransportWeightBreakJson {
  minKg: number;
  ratePerKg: number;
}

export interface TransportQuotesTable {
  id: string;
  inquiry_id: string;
  company_id: string;
  currency: string;
  rate_per_kg: Money;
  minimum_charge: Money;
  /** JSON text on write (`JSON.stringify`), parsed on read. */
  surcharges: ColumnType<TransportSurchargeJson[], string, string>;
  weight_breaks: ColumnType<TransportWeightBreakJson[], string, string>;
  transit_days: number;
  validity_date: string;
  remark: Generated<string>;
  version: Generated<number>;
  updated_at: UpdatedAt;
}

export interface TransportOrdersTable {
  id: string;
  number: string;
  inquiry_id: string;
  quote_id: string;
  company_id: string;
  currency: string;
  total: Money;
  state: Generated<TransportOrderState>;
  decline_reason: Generated<string>;
  version: Generated<number>;
  awarded_by_name: string;
  created_at: CreatedAt;
  answered_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The ship notice the order carries, named at the award (0036-transport-order-shipment). */
  shipment_id: ColumnType<string | null, string | null | undefined, string | null>;
}

// ---- domestic waybills (0035-domestic-waybills) ---------------------------------------------

export interface DomesticWaybillsTable {
  id: string;
  /** The supplier's own number, unique per supplier. */
  number: string;
  order_id: string;
  company_id: string;
  consignor_name: string;
  consignor_address: string;
  consignor_phone: string;
  consignee_name: string;
  consignee_address: string;
  consignee_phone: string;
  pieces: number;
  weight_kg: Money;
  volume_m3: Money;
  cargo_description: string;
  declared_value: Money;
  currency: string;
  /** Percent of the declared value, 0–5. */
  insurance_rate: Money;
  premium: Money;
  state: Generated<WaybillState>;
  signed_by: ColumnType<string | null, string | null | undefined, string | null>;
  signed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  proof_file_id: ColumnType<string | null, string | null | undefined, string | null>;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface DomesticWaybillExceptionsTable {
  id: string;
  waybill_id: string;
  kind: WaybillExceptionKind;
  /** JSON text on write (`JSON.stringify`), parsed on read. */
  photo_file_ids: ColumnType<string[], string, string>;
  description: string;
  reported_by_name: string;
  reported_at: CreatedAt;
  feedback: Generated<string>;
  feedback_by_name: Generated<string>;
  feedback_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  version: Generated<number>;
}

/** Each decision on a waybill: a state reached, an exception, a sign-for, a feedback. */
export interface DomesticWaybillEventsTable {
  id: string;
  waybill_id: string;
  action: string;
  remarks: Generated<string>;
  by_name: string;
  company_id: string;
  at: CreatedAt;
}

/** A ship notice of a goods contract (migration 0030). */
export interface ShipmentsTable {
  id: string;
  notice_number: string;
  contract_id: string;
  supplier_id: string;
  state: Generated<ShipmentState>;
  ship_date: IsoDate;
  expected_delivery_date: IsoDate;
  trade_terms: Incoterm;
  delivery_place: string;
  transport_mode: TransportMode;
  waybill_number: Generated<string>;
  transport_agent: string;
  agent_name: Generated<string>;
  remarks: Generated<string>;
  box_count: Generated<number>;
  chargeable_weight_kg: ColumnType<string, number | string | undefined, number | string>;
  dangerous: Generated<boolean>;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** The pickup (migration 0033): null address until the supplier arranged one. */
  pickup_address: string | null;
  pickup_contact: Generated<string>;
  pickup_phone: Generated<string>;
  pickup_ready_at: Date | null;
  pickup_hours: Generated<string>;
  /** The handover: null `handover_by` until a collection was recorded. */
  handover_by: string | null;
  handover_at: Date | null;
  handover_pieces: number | null;
  handover_remarks: Generated<string>;
  handover_recorded_by: Generated<string>;
  handover_side: 'supplier' | 'buyer' | null;
}

/** A contract line shipped by a notice, with its dangerous-goods data. */
export interface ShipmentLinesTable {
  shipment_id: string;
  contract_id: string;
  line_no: number;
  position: number;
  quantity: Int8;
  trade_terms: Incoterm;
  delivery_place: string;
  cargo: Generated<CargoKind>;
  un_number: Generated<string>;
  proper_shipping_name: Generated<string>;
  hazard_class: Generated<string>;
  packing_group: PackingGroup | null;
  msds_file_id: string | null;
  lithium_battery: Generated<boolean>;
  dry_ice: Generated<boolean>;
}

/** A box of a notice and the lines packed in it. */
export interface ShipmentBoxesTable {
  shipment_id: string;
  position: number;
  mark: Generated<string>;
  length: ColumnType<string, number, number>;
  width: ColumnType<string, number, number>;
  height: ColumnType<string, number, number>;
  volume_unit: VolumeUnit;
  gross_weight_kg: ColumnType<string, number, number>;
  chargeable_weight_kg: ColumnType<string, number, number>;
  items: ColumnType<{ lineNo: number; quantity: number }[], string, string>;
}

/** A state a notice reached: its history. */
export interface ShipmentEventsTable {
  id: string;
  shipment_id: string;
  state: ShipmentState;
  remarks: Generated<string>;
  by_name: string;
  company_id: string;
  at: CreatedAt;
}

/** A ship notice's customs information (migration 0034). */
export interface ShipmentCustomsTable {
  shipment_id: string;
  supplier_id: string;
  hs_code: string;
  declared_value: ColumnType<string, number, number>;
  currency: string;
  origin_country: string;
  broker_id: string;
  declaration_number: Generated<string>;
  state: CustomsInfoState;
  version: Generated<number>;
  updated_by_name: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** A document of a ship notice's customs information: a file of the supplier's company. */
export interface ShipmentCustomsDocumentsTable {
  shipment_id: string;
  file_id: string;
  position: number;
}

// ---- electronic bills (0037-bills) ----------------------------------------------------------

export interface BillTolerancesTable {
  buyer_id: string;
  quantity_pct: Money;
  price_pct: Money;
  version: Generated<number>;
  updated_at: UpdatedAt;
}

export interface BillCountersTable {
  supplier_id: string;
  last: number;
}

export interface BillsTable {
  id: string;
  /** Shared by every version of a bill. */
  number: string;
  revision: Generated<number>;
  /** The refused version this one corrects. */
  previous_id: string | null;
  superseded: Generated<boolean>;
  supplier_id: string;
  buyer_id: string;
  kind: BillKind;
  state: Generated<BillState>;
  contract_id: string | null;
  currency: string;
  amount: Money;
  invoice_count: Generated<number>;
  flagged_lines: Generated<number>;
  tolerance_quantity_pct: Money;
  tolerance_price_pct: Money;
  remarks: Generated<string>;
  reject_reason: Generated<string>;
  submitted_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  feedback_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  transport_mode: TransportMode | null;
  route: Generated<string>;
  weight_kg: NullableMoney;
  volume_m3: NullableMoney;
  charges: NullableMoney;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface BillLinesTable {
  bill_id: string;
  position: number;
  source: 'contractLine' | 'repair' | 'transportOrder';
  contract_id: string | null;
  line_no: number | null;
  transport_order_id: string | null;
  quantity: Int8;
  unit_price: Money;
  amount: Money;
  contract_price: Money;
  billable_quantity: Int8;
}

export interface BillInvoicesTable {
  id: string;
  bill_id: string;
  supplier_id: string;
  position: number;
  kind: InvoiceKind;
  number: string;
  code: Generated<string>;
  invoice_key: string;
  active: Generated<boolean>;
  date: IsoDate;
  currency: string;
  amount: Money;
  tax_rate: number | null;
  tax_amount: Money;
  total: Money;
  file_id: string | null;
  created_at: CreatedAt;
}

export interface BillEventsTable {
  id: string;
  bill_id: string;
  action: string;
  remarks: Generated<string>;
  by_name: string;
  company_id: string;
  at: CreatedAt;
}

// ---- account statements (0038-account-statements) -------------------------------------------

export interface AccountStatementsTable {
  id: string;
  /** The buyer's ERP's statement number. */
  number: string;
  buyer_id: string;
  supplier_id: string;
  currency: string;
  period_from: IsoDate;
  period_to: IsoDate;
  opening_balance: Money;
  closing_balance: Money;
  state: Generated<AccountStatementState>;
  dispute_count: Generated<number>;
  difference_count: Generated<number>;
  supplier_uploaded_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  supplier_closing_balance: NullableMoney;
  /** When the supplier confirmed or disputed. */
  answered_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** How many times the ERP sent this statement. */
  received_count: Generated<number>;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface AccountStatementLinesTable {
  statement_id: string;
  side: 'buyer' | 'supplier';
  position: number;
  date: IsoDate;
  doc_type: StatementDocType;
  reference: string;
  debit: Money;
  credit: Money;
  balance: Money;
  dispute_reason: string | null;
}

// ---- payment overview (0039-payments) -------------------------------------------------------

export interface PaymentCompaniesTable {
  supplier_id: string;
  credit_limit: Money;
  receivable: Money;
  currency: string;
  delivery_status: DeliveryStatus;
  payment_terms: PaymentTerms;
  version: Generated<number>;
  updated_at: UpdatedAt;
}

/** A bill the ERP scheduled or paid (none yet: approved, nothing paid). */
export interface BillPaymentsTable {
  bill_id: string;
  supplier_id: string;
  scheduled_on: string | null;
  paid_amount: ColumnType<string, number | string | undefined, number | string>;
  last_paid_on: string | null;
  version: Generated<number>;
  updated_at: UpdatedAt;
}

export interface RemittancesTable {
  id: string;
  supplier_id: string;
  reference: string;
  paid_on: string;
  currency: string;
  amount: Money;
  created_at: CreatedAt;
}

export interface RemittanceBillsTable {
  remittance_id: string;
  bill_id: string;
  amount: Money;
}

export interface Database {
  account_statements: AccountStatementsTable;
  account_statement_lines: AccountStatementLinesTable;
  payment_companies: PaymentCompaniesTable;
  bill_payments: BillPaymentsTable;
  remittances: RemittancesTable;
  remittance_bills: RemittanceBillsTable;
  bills: BillsTable;
  bill_lines: BillLinesTable;
  bill_invoices: BillInvoicesTable;
  bill_events: BillEventsTable;
  bill_tolerances: BillTolerancesTable;
  bill_counters: BillCountersTable;
  shipments: ShipmentsTable;
  shipment_customs: ShipmentCustomsTable;
  shipment_customs_documents: ShipmentCustomsDocumentsTable;
  shipment_lines: ShipmentLinesTable;
  shipment_boxes: ShipmentBoxesTable;
  shipment_events: ShipmentEventsTable;
  transport_inquiries: TransportInquiriesTable;
  transport_inquiry_suppliers: TransportInquirySuppliersTable;
  transport_quotes: TransportQuotesTable;
  transport_orders: TransportOrdersTable;
  domestic_waybills: DomesticWaybillsTable;
  domestic_waybill_exceptions: DomesticWaybillExceptionsTable;
  domestic_waybill_events: DomesticWaybillEventsTable;
  repair_units: RepairUnitsTable;
  repair_quote_lines: RepairQuoteLinesTable;
  repair_awards: RepairAwardsTable;
  repair_award_contracts: RepairAwardContractsTable;
  repair_orders: RepairOrdersTable;
  shipment_forecasts: ShipmentForecastsTable;
  shipment_forecast_entries: ShipmentForecastEntriesTable;
  shipment_forecast_changes: ShipmentForecastChangesTable;
  repair_status_updates: RepairStatusUpdatesTable;
  repair_update_files: RepairUpdateFilesTable;
  repair_costs: RepairCostsTable;
  contracts: ContractsTable;
  contract_versions: ContractVersionsTable;
  contract_lines: ContractLinesTable;
  contract_events: ContractEventsTable;
  contract_attachments: ContractAttachmentsTable;
  companies: CompaniesTable;
  users: UsersTable;
  roles: RolesTable;
  permissions: PermissionsTable;
  role_permissions: RolePermissionsTable;
  user_roles: UserRolesTable;
  menus: MenusTable;
  rsa_keys: RsaKeysTable;
  key_uuids: KeyUuidsTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  operation_logs: OperationLogsTable;
  inquiries: InquiriesTable;
  inquiry_items: InquiryItemsTable;
  bidders: BiddersTable;
  quote_lines: QuoteLinesTable;
  bargaining_rounds: BargainingRoundsTable;
  inquiry_questions: InquiryQuestionsTable;
  inquiry_comments: InquiryCommentsTable;
  inquiry_clauses: InquiryClausesTable;
  inquiry_members: InquiryMembersTable;
  inquiry_events: InquiryEventsTable;
  files: FilesTable;
  inquiry_attachments: InquiryAttachmentsTable;
  quote_attachments: QuoteAttachmentsTable;
  download_tickets: DownloadTicketsTable;
  supplier_invites: SupplierInvitesTable;
  supplier_events: SupplierEventsTable;
  supplier_profiles: SupplierProfilesTable;
  supplier_contacts: SupplierContactsTable;
  supplier_annual_sales: SupplierAnnualSalesTable;
  supplier_oems: SupplierOemsTable;
  supplier_capabilities: SupplierCapabilitiesTable;
  supplier_customer_relations: SupplierCustomerRelationsTable;
  supplier_qualifications: SupplierQualificationsTable;
  supplier_blacklist: SupplierBlacklistTable;
  supplier_admits: SupplierAdmitsTable;
  supplier_cage_codes: SupplierCageCodesTable;
  supplier_tiers: SupplierTiersTable;
  supplier_own_equipment: SupplierOwnEquipmentTable;
  supplier_business_types: SupplierBusinessTypesTable;
  outbox: OutboxTable;
  api_logs: ApiLogsTable;
  mailbox: MailboxTable;
  simulator_settings: SimulatorSettingsTable;
  password_reset_codes: PasswordResetCodesTable;
  retired_refresh_tokens: RetiredRefreshTokensTable;
  supplier_edit_codes: SupplierEditCodesTable;
  supplier_assessments: SupplierAssessmentsTable;
  supplier_authorizations: SupplierAuthorizationsTable;
  customs_authorizations: CustomsAuthorizationsTable;
  supplier_audits: SupplierAuditsTable;
  supplier_audit_findings: SupplierAuditFindingsTable;
  security_keys: SecurityKeysTable;
  security_key_challenges: SecurityKeyChallengesTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Session = Selectable<SessionsTable>;
export type NewOperationLog = Insertable<OperationLogsTable>;
