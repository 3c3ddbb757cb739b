import { ApiError } from './api';
import { getToken } from './auth-storage';

/** The server names the file (content-disposition); the fallback is only for a header that lacks it. */
const fileNameOf = (disposition: string | null, fallback: string) =>
  /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;

/**
 * GETs a file from the API (a CSV export) and hands it to the browser. It is not JSON, so it
 * cannot go through `api`; the bearer token is added the same way and a refusal becomes an ApiError.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const token = getToken();
  let res: Response;
  try {
    res = await fetch(`/api${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError(0, '');
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: unknown } | null;
    throw new ApiError(res.status, typeof body?.error === 'string' ? body.error : '');
  }
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(res.headers.get('content-disposition'), fallbackName);
  link.click();
  URL.revokeObjectURL(url);
}
