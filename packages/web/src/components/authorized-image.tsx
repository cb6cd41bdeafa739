import { useEffect, useState } from 'react';
import { send } from '../lib/http-client.ts';
import { SkeletonBlock } from '../ui/skeleton.tsx';

/**
 * An image the API serves only with the session's token (a warranty claim's photo): fetched with it, shown
 * from an object URL that is released when the image goes. A failed fetch shows the alt text in a frame.
 */
export function AuthorizedImage({
  path,
  alt,
  token,
  className,
}: {
  path: string;
  alt: string;
  token: () => string | null;
  className?: string;
}) {
  const [url, setUrl] = useState<string | null | 'failed'>(null);
  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    void send(path, {
      method: 'GET',
      body: undefined,
      query: undefined,
      signal: controller.signal,
      headers: { accept: 'image/*' },
      token: token(),
    })
      .then(async (response) => {
        if (!response?.ok) return setUrl('failed');
        objectUrl = URL.createObjectURL(await response.blob());
        setUrl(objectUrl);
      })
      .catch(() => {
        if (!controller.signal.aborted) setUrl('failed');
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [path, token]);
  if (url === null)
    return (
      <span className={className}>
        <SkeletonBlock height="100%" />
      </span>
    );
  if (url === 'failed')
    return (
      <div className={`${className ?? ''} authorized-image-missing`} role="img" aria-label={alt}>
        {alt}
      </div>
    );
  return <img src={url} alt={alt} className={className} />;
}
