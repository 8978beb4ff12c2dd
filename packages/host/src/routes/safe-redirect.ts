// Where a sign-in may send the user afterwards: only a path on this origin, since an open redirect
// would let any site borrow the portal's sign-in (used by /auth-redirect and /login?redirect=).
export function safeRedirect(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return undefined;
  }
  try {
    const url = new URL(value, window.location.origin);
    return url.origin === window.location.origin ? url.pathname + url.search + url.hash : undefined;
  } catch {
    return undefined;
  }
}
