// The resource kit: one definition per business object; headless hooks give it its behaviour and
// the renderers show it as list, form and detail. docs/architecture.md ("The kit") is the guide.
export { defineForm, defineResource, isTableSection } from './resource-types';
export type {
  ActionContext,
  AnyFormDef,
  BooleanField,
  BytesField,
  BulkAction,
  ColumnDef,
  ColumnRef,
  ColumnCard,
  CreateDef,
  DateField,
  DateRangeFilter,
  DetailDef,
  DetailResource,
  DetailSectionDef,
  EditDef,
  EnumField,
  EnumValue,
  FieldCatalog,
  FieldDef,
  FieldInputProps,
  FieldKind,
  FieldRender,
  FileField,
  FilterDef,
  FilterRef,
  FormDef,
  FormPlacement,
  FormResource,
  FormSectionDef,
  GetDef,
  GetRoute,
  ItemOf,
  ListInputOf,
  ListKeyOf,
  ListResource,
  ListRoute,
  LookupField,
  LookupOption,
  MoneyField,
  NumberField,
  PagedAnswer,
  RecordOf,
  ResourceBase,
  ResourceDefinition,
  RowAction,
  RowLink,
  RowOf,
  SaveDef,
  SaveInputOf,
  SaveRoute,
  SchemaLike,
  SchemaSource,
  SectionDef,
  SelectFilter,
  SortOption,
  StatusColor,
  StatusField,
  TableSectionDef,
  TabDef,
  TextField,
  TextFilter,
} from './resource-types';
export { callOptions } from './call-options';
export { field } from './fields';
export { stateTabs } from './tabs';
export { loadSchema, useSchema } from './schema-source';
export { loadOnce, useLazyModule, type LazyModule } from './lazy-module';
export { serverErrorsByRow, type PathSegments, type RowErrorOptions } from './row-errors';
export {
  useResourceList,
  DEFAULT_PAGE_SIZES,
  type OpenForm,
  type ResourceListController,
  type UseResourceListOptions,
} from './use-resource-list';
export {
  useResourceForm,
  checkValues,
  mapServerErrors,
  type FormErrors,
  type FormValues,
  type ResourceFormController,
  type UseResourceFormOptions,
} from './use-resource-form';
export {
  useResourceDetail,
  type ResourceDetailController,
  type ResolvedDetailSection,
  type UseResourceDetailOptions,
} from './use-resource-detail';
export {
  ResourceList,
  ResourceScope,
  listScreen,
  type ListScreenProps,
  ListBody,
  ListPager,
  ListBulkBar,
  AddButton,
  VIRTUALIZE_ABOVE,
  type ResourceListProps,
} from './resource-list';
export {
  ResourceForm,
  ResourceFormDialog,
  FormBody,
  FormSections,
  FormFooter,
  type ResourceFormProps,
  type ResourceFormDialogProps,
} from './resource-form';
export { ResourceDetail, DetailSection, type ResourceDetailProps } from './resource-detail';
export {
  RecordItems,
  type ItemAction,
  type RecordItemsDef,
  type RecordItemsProps,
} from './record-items';
export { RecordActions, type RecordActionsProps } from './record-actions';
export { usePermission } from './use-permissions';
export { FormInput, type FormInputProps } from './form-input';
