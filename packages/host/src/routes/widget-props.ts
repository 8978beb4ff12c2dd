// A widget's props on a page: the route table's fixed ones, then those read from the query string.
import type { WidgetProps, WidgetUse } from './route-table';

export function propsOf(use: WidgetUse, search: URLSearchParams): WidgetProps {
  const props: WidgetProps = { ...use.props };
  for (const [prop, param] of Object.entries(use.query ?? {})) {
    const value = search.get(param);
    if (value !== null) props[prop] = value;
  }
  return props;
}
