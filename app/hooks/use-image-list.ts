// The images of a form being edited: the stored ones and newly chosen files (previewed through object URLs,
// which are let go when an image is removed or the form goes away), in the order the admin gives them.
import { useCallback, useEffect, useRef, useState } from "react";

export interface StoredImage {
  path: string;
  width: number;
  height: number;
}

export type ImageItem = ({ kind: "existing" } & StoredImage & { key: string }) | { key: string; kind: "new"; file: File; url: string };

export function useImageList(stored: readonly StoredImage[]) {
  const [images, setImages] = useState<ImageItem[]>(() => stored.map((image) => ({ key: image.path, kind: "existing" as const, ...image })));
  const nextKey = useRef(0);
  const current = useRef(images);
  useEffect(() => {
    current.current = images;
  }, [images]);
  useEffect(
    () => () => {
      for (const item of current.current) if (item.kind === "new") URL.revokeObjectURL(item.url);
    },
    [],
  );

  const add = useCallback((files: readonly File[]) => {
    setImages((list) => [...list, ...files.map((file) => ({ key: `new-${nextKey.current++}`, kind: "new" as const, file, url: URL.createObjectURL(file) }))]);
  }, []);

  /** Swaps the image with its neighbour above (-1) or below (1). */
  const move = useCallback((index: number, by: -1 | 1) => {
    setImages((list) => {
      const target = index + by;
      if (target < 0 || target >= list.length) return list;
      const next = [...list];
      [next[index], next[target]] = [next[target], next[index]];
      return next;
    });
  }, []);

  const remove = useCallback((index: number) => {
    setImages((list) => {
      const item = list[index];
      if (item?.kind === "new") URL.revokeObjectURL(item.url);
      return list.filter((_, i) => i !== index);
    });
  }, []);

  return { images, add, move, remove };
}
