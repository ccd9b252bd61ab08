import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http';
import { saveFile } from '../utils/save-file';
import { auditLogQueryKey } from './get-audit-log';

/** The name the file is saved under when the server does not give one. */
export const SITEMAP_FILE_NAME = 'sitemap.xml';

/** The file name of a `Content-Disposition: attachment; filename="..."` header. */
export function attachmentFileName(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // Falls back to the plain form below.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() || null;
}

/** Builds the sitemap on the server and saves it as a file in the browser. */
export async function downloadSitemap(): Promise<string> {
  const res = await apiRequest('GET', '/api/admin/sitemap');
  const name =
    attachmentFileName(res.headers.get('Content-Disposition')) ??
    SITEMAP_FILE_NAME;
  saveFile(await res.blob(), name);
  return name;
}

export function useDownloadSitemap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: downloadSitemap,
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: auditLogQueryKey }),
  });
}
