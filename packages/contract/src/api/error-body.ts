/** The body of every failure (HTTP 4xx/5xx); `data.fields` maps a field to its message. */
export interface ErrorBody {
  code: number;
  msg: string;
  error?: string;
  error_description: string;
  data?: { fields?: Record<string, string> };
}
