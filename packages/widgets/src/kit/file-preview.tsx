// A stored file shown where it belongs (a waybill's exception photos, its proof of delivery): a
// thumbnail when the file is an image, and always its name as the download link. The picture is
// fetched through the http client with the session's header and shown from an object URL, so no
// token goes into a URL (docs/decisions/2026-11-26-download-tickets.md); the link takes a one-time
// ticket on click, as every file link does (download-url.ts).
import { useEffect, useState } from 'react';
import { Link } from '@fluentui/react-components';
import { filesApi } from '@portal/contract';
import { callFile } from '../runtime/http';
import { downloadOnClick, downloadUrl } from './download-url';

/**
 * The picture as an object URL while the caller shows it; undefined without an id, before it
 * loads, on a refusal, and where the browser makes no object URLs.
 */
export function useImageUrl(fileId: string): string | undefined {
  const [loaded, setLoaded] = useState<{ id: string; url: string }>();
  useEffect(() => {
    if (!fileId || typeof URL.createObjectURL !== 'function') return;
    let made: string | undefined;
    let live = true;
    callFile(filesApi.downloadFile, { obj: fileId, type: 'inline' }, { toast: false })
      .then(({ blob }) => {
        if (!live) return;
        made = URL.createObjectURL(blob);
        setLoaded({ id: fileId, url: made });
      })
      // No picture then: the link stays.
      .catch(() => undefined);
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [fileId]);
  return loaded?.id === fileId ? loaded.url : undefined;
}

export interface FilePreviewProps {
  file: { id: string; name: string };
  /** The thumbnail's longest side in px (default 96). */
  size?: number;
}

/** The picture types the files module serves inline (content-check.ts isInlineSafe). */
const PICTURE_NAME = /\.(jpe?g|png|gif|bmp)$/i;

/**
 * An image's thumbnail above its download link; any other file (a PDF proof) is its link alone
 * and is not fetched.
 */
export function FilePreview({ file, size = 96 }: FilePreviewProps) {
  const picture = useImageUrl(PICTURE_NAME.test(file.name) ? file.id : '');
  return (
    <span
      style={{
        display: 'inline-flex',
        flexDirection: 'column',
        alignItems: 'flex-start',
        gap: 4,
        marginInlineEnd: 12,
        verticalAlign: 'top',
      }}
    >
      {picture && (
        <img
          src={picture}
          alt={file.name}
          style={{ maxWidth: size, maxHeight: size, objectFit: 'cover', borderRadius: 4 }}
        />
      )}
      <Link href={downloadUrl(file.id)} onClick={downloadOnClick(file.id)}>
        {file.name}
      </Link>
    </span>
  );
}
