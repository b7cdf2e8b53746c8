// Texts of the product list (/products).

export const productsText = {
  title: "Ürünler",
  metaDescription: "Karton figürler, kupalar, mouse pad'ler ve daha fazlası: isimsiz sürpriz hediyeler.",
  all: "Tümü",
  empty: "Henüz ürün bulunmamaktadır.",
  count: (n: number) => `${n} ürün`,
  pageOf: (page: number, pages: number) => `Sayfa ${page} / ${pages}`,
  previous: "Önceki",
  next: "Sonraki",
  categoryFilter: "Kategori filtresi",
  loadError: "Ürünler yüklenirken hata oluştu",
} as const;
