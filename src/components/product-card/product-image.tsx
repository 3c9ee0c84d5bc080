import type { ImgHTMLAttributes, SyntheticEvent } from 'react';

export const ERROR_IMAGE = '/brand/error-image.svg';

/** Swaps a broken image for the error image once (no loop if that one fails too). */
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

/** A lazy image with a fixed box (no layout shift) and the error-image fallback. */
export function ProductImage({ src, width, height, alt = '', loading = 'lazy', ...rest }: Props) {
  const onError = useImageFallback();
  return <img src={src || ERROR_IMAGE} width={width} height={height} alt={alt} loading={loading} decoding="async" onError={onError} {...rest} />;
}
