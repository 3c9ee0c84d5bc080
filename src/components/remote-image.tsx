import type { ImgHTMLAttributes, SyntheticEvent } from 'react';

/** The picture shown where an image is missing or fails to load (declared here only). */
export const ERROR_IMAGE = '/brand/error-image.svg';

/** Swaps a broken image for the error image once (no loop if that one fails too): the app's only onError fallback. */
export function useImageFallback() {
  return (event: SyntheticEvent<HTMLImageElement>) => {
    const img = event.currentTarget;
    if (img.dataset.fallback) return;
    img.dataset.fallback = '1';
    img.src = ERROR_IMAGE;
  };
}

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'width' | 'height' | 'src'> & {
  src: string | null | undefined;
  width: number;
  height: number;
};

/**
 * The app's image with a fallback (products, avatars, banners, thumbnails): a lazy image with a
 * fixed box (no layout shift), the error image when there is no source, and the swap above when
 * the source fails. Every other attribute (class, style, alt, loading) is passed through.
 */
export function RemoteImage({ src, width, height, alt = '', loading = 'lazy', ...rest }: Props) {
  const onError = useImageFallback();
  return <img src={src || ERROR_IMAGE} width={width} height={height} alt={alt} loading={loading} decoding="async" onError={onError} {...rest} />;
}
