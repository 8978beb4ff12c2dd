// Server menus name their icon; the host maps the names it knows to Fluent icons. Only these are
// imported, so the icon font is not pulled in whole.
import type { FluentIcon } from '@fluentui/react-icons';
import {
  Airplane20Regular,
  AppFolder20Regular,
  Building20Regular,
  DocumentSearch20Regular,
  DocumentSignature20Regular,
  Flowchart20Regular,
  Home20Regular,
  Money20Regular,
  People20Regular,
  Settings20Regular,
  ShieldCheckmark20Regular,
  VehicleTruckProfile20Regular,
} from '@fluentui/react-icons';

const ICONS: Record<string, FluentIcon> = {
  Home: Home20Regular,
  DocumentSearch: DocumentSearch20Regular,
  Airplane: Airplane20Regular,
  DocumentSignature: DocumentSignature20Regular,
  VehicleTruck: VehicleTruckProfile20Regular,
  Money: Money20Regular,
  Building: Building20Regular,
  People: People20Regular,
  ShieldCheckmark: ShieldCheckmark20Regular,
  Flowchart: Flowchart20Regular,
  Settings: Settings20Regular,
};

export function MenuIcon({ name }: { name: string }) {
  const Icon = ICONS[name] ?? AppFolder20Regular;
  return <Icon aria-hidden />;
}
