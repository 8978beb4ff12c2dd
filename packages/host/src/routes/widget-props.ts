// A widget's props on a page: the route table's fixed ones, where its links lead on this host, then
// those read from the query string. The table's types checked each against the widget's props.
import type { WidgetProps, WidgetUse } from './route-table';

export function propsOf(use: WidgetUse, search: URLSearchParams): WidgetProps {
  const props: WidgetProps = { ...use.props };
  if (use.links) props.links = use.links;
  for (const [prop, param] of Object.entries(use.query ?? {}) as [string, string][]) {
    const value = search.get(param);
    if (value !== null) props[prop] = value;
  }
  return props;
}
