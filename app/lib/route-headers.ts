// A route's `headers` export that passes on what its loader and action set (React Router drops them
// otherwise); the action's win, as it answered the request.
import type { HeadersArgs } from "react-router";

export function loaderAndActionHeaders({ loaderHeaders, actionHeaders }: Pick<HeadersArgs, "loaderHeaders" | "actionHeaders">): Headers {
  const headers = new Headers(loaderHeaders);
  for (const [name, value] of actionHeaders) headers.set(name, value);
  return headers;
}
