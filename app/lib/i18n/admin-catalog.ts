// Texts of the admin product and category screens (docs/product.md#admin-products, #product-form, #admin-categories),
// keyed by meaning. Tests assert the exact texts from here.
import { adminVariantText } from "./admin-variants";
import { imageRejectionText } from "./media";

export const adminCatalogText = {
  products: {
    title: "Ürünler",
    newProduct: "Yeni Ürün Ekle",
    addFirst: "İlk Ürünü Ekle",
    empty: "Henüz ürün eklenmemiş.",
    loadError: "Ürünler yüklenirken hata oluştu",
    notFound: "Ürün bulunamadı. Silinmiş olabilir.",
    saved: "İşlem başarılı",
    deleted: "Ürün silindi.",
    count: (n: number) => `${n} ürün`,
    table: {
      caption: "Ürün listesi",
      image: "Görsel",
      name: "Ürün Adı",
      slug: "Slug",
      categories: "Kategoriler",
      price: "Fiyat",
      stock: "Stok",
      status: "Durum",
      actions: "İşlemler",
      noImage: "Görsel yok",
      active: "Aktif",
      inactive: "Pasif",
      edit: "Düzenle",
      editProduct: (name: string) => `${name} ürününü düzenle`,
      noCategory: "—",
      createdAt: "Eklenme Tarihi",
    },
  },
  productForm: {
    createTitle: "Yeni Ürün",
    editTitle: "Ürünü Düzenle",
    sections: {
      basics: "Temel Bilgiler",
      pricing: "Fiyat ve Stok",
      dimensions: "Boyutlar (isteğe bağlı)",
      weight: "Ağırlık (isteğe bağlı)",
      images: "Resimler",
      flags: "Durum",
      categories: "Kategoriler",
    },
    name: "Ürün Adı",
    slug: "Slug (URL)",
    slugHint: "Ürün adından otomatik oluşturulur; değiştirebilirsiniz. Aynısı varsa sonuna -2, -3 eklenir.",
    description: "Açıklama",
    price: "Fiyat (₺)",
    originalPrice: "Eski Fiyat (₺)",
    originalPriceHint: "İndirim göstermek için; boş bırakılabilir.",
    stock: "Stok",
    shippingCost: "Kargo Ücreti (₺)",
    shippingHint: "0 ücretsiz kargo demektir.",
    width: "Genişlik",
    height: "Yükseklik",
    depth: "Derinlik",
    dimensionUnit: "Birim",
    weightValue: "Ağırlık",
    weightUnit: "Birim",
    dimensionUnits: { cm: "cm", inch: "inç" } as Record<string, string>,
    weightUnits: { g: "g", kg: "kg", oz: "oz", lb: "lb" } as Record<string, string>,
    isActive: "Aktif (mağazada göster)",
    isNew: "Yeni ürün rozeti",
    required: "(zorunlu)",
    inactiveCategory: "(pasif)",
    noCategories: "Henüz kategori yok. Ürün eklemeden önce bir kategori ekleyin.",
    goToCategories: "Kategorilere git",
    chooseImages: "Resim seç",
    imagesHint: "En fazla 5 resim; her biri en fazla 10 MB (JPEG, PNG, WebP, GIF, AVIF veya TIFF). İlk resim kapak resmidir.",
    noImagesYet: "Henüz resim eklenmedi.",
    imageAlt: (n: number) => `Resim ${n}`,
    noPreview: "Önizleme yok",
    newImageBadge: "Yeni",
    coverBadge: "Kapak",
    moveUp: (n: number) => `Resim ${n}: yukarı taşı`,
    moveDown: (n: number) => `Resim ${n}: aşağı taşı`,
    removeImage: (n: number) => `Resim ${n}: kaldır`,
    removeOnSave: "Kaydederken kaldır",
    uploading: "Yükleniyor...",
    delete: "Sil",
    cancel: "İptal",
    create: "Oluştur",
    update: "Güncelle",
    saving: "Kaydediliyor...",
  },
  productValidation: {
    requiredFields: "Lütfen tüm zorunlu alanları doldurun",
    categoryRequired: "En az bir kategori seçmelisiniz",
    imageRequired: "En az bir resim eklemelisiniz",
    tooManyImages: "Maksimum 5 resim yükleyebilirsiniz",
    negativeNumber: "Sayısal alanlar negatif olamaz.",
    /** A money field's problem (i18n/money.ts), named, as the banner shows only the first one. */
    money: (field: string, problem: string) => `${field}: ${problem}`,
    stockInteger: "Stok tam sayı olmalıdır.",
    numberTooLarge: "Girilen sayı çok büyük.",
    tooLong: (field: string, max: number) => `${field} en fazla ${max} karakter olabilir.`,
    /** The field names the length messages use. */
    fieldNames: { name: "Ürün adı", description: "Açıklama", slug: "Slug", price: "Fiyat", originalPrice: "Eski fiyat", shippingCost: "Kargo ücreti" },
    invalidCategory: "Geçersiz kategori seçimi.",
    // Same texts as the server's image check words (imageRejectionText in media.ts), for the browser's early check.
    notAnImage: "Yalnızca resim dosyaları yüklenebilir.",
    imageTooLarge: "Her resim en fazla 10 MB olabilir.",
    unsupportedImage: "Bu resim biçimi desteklenmiyor (JPEG, PNG, WebP, GIF, AVIF veya TIFF yükleyin).",
    fileMessage: (filename: string, message: string) => `${filename}: ${message}`,
    requestTooLarge: "Yüklenen dosyalar çok büyük. Maksimum 5 resim yükleyebilirsiniz; her resim en fazla 10 MB olabilir.",
    categoryMissing: "Seçilen kategorilerden biri artık yok. Sayfayı yenileyip tekrar deneyin.",
    productMissing: "Ürün bulunamadı. Silinmiş olabilir.",
    uploadFailed: "Resim kaydedilemedi.",
    networkError: "Bağlantı hatası. Lütfen tekrar deneyin.",
  },
  productErrors: {
    create: "Ürün oluşturulurken hata oluştu",
    update: (cause?: string) => `Ürün güncellenirken hata oluştu: ${cause || "Bilinmeyen hata"}`,
    delete: "Ürün silinirken hata oluştu",
    load: "Ürünler yüklenirken hata oluştu",
  },
  deleteProductDialog: {
    title: "Ürünü Sil",
    text: (name: string) => `"${name}" ürününü silmek istediğinize emin misiniz? Bu işlem geri alınamaz ve ürünün tüm resimleri de silinecektir.`,
    confirm: "Evet, Sil",
    cancel: "İptal",
    deleting: "Siliniyor...",
  },
  categories: {
    title: "Kategoriler",
    newCategory: "Yeni Kategori Ekle",
    addFirst: "İlk Kategoriyi Ekle",
    empty: "Henüz kategori eklenmemiş.",
    loadError: "Kategoriler yüklenirken hata oluştu",
    deleteError: "Kategori silinirken hata oluştu",
    saveError: "Kategori kaydedilirken hata oluştu",
    notFound: "Kategori bulunamadı. Silinmiş olabilir.",
    duplicateName: (existing: string) => `"${existing}" adında bir kategori zaten var. Başka bir ad seçin ya da var olan kategoriyi düzenleyin.`,
    saved: "İşlem başarılı",
    deleted: "Kategori silindi.",
    table: {
      caption: "Kategori listesi",
      name: "Kategori Adı",
      slug: "Slug",
      status: "Durum",
      createdAt: "Oluşturulma Tarihi",
      actions: "İşlemler",
      active: "Aktif",
      inactive: "Pasif",
      edit: "Düzenle",
      delete: "Sil",
      editCategory: (name: string) => `${name} kategorisini düzenle`,
      deleteCategory: (name: string) => `${name} kategorisini sil`,
    },
  },
  categoryForm: {
    createTitle: "Yeni Kategori",
    editTitle: "Kategoriyi Düzenle",
    name: "Kategori Adı",
    slugNote: "Slug kategori adından otomatik oluşturulur.",
    isActive: "Aktif (Ürün formunda göster)",
    nameRequired: "Kategori adı gereklidir",
    nameTooLong: "Kategori adı en fazla 100 karakter olabilir.",
    cancel: "İptal",
    create: "Oluştur",
    update: "Güncelle",
    saving: "Kaydediliyor...",
  },
  deleteCategoryDialog: {
    title: "Kategoriyi Sil",
    text: (name: string) =>
      `"${name}" kategorisini silmek istediğinize emin misiniz? Bu kategorideki ürünler silinmez; yalnızca bu kategoriyle bağlantıları kaldırılır.`,
    confirm: "Evet, Sil",
    cancel: "İptal",
    deleting: "Siliniyor...",
  },
} as const;

type SaveErrorCause = "product-missing" | "category-missing" | "upload-failed" | "failed";

/** The red banner for a product that was not saved, by the reason modules/catalog/product-save.server.ts gives. */
export function productSaveErrorText(
  failure:
    | { reason: "image-required" | "too-many-images" }
    | { reason: "image-rejected"; filename: string; image: keyof typeof imageRejectionText }
    | { reason: "invalid"; message: string }
    | { reason: "sku-taken"; sku: string | null }
    | { reason: SaveErrorCause; editing: boolean },
): string {
  const v = adminCatalogText.productValidation;
  const errors = adminCatalogText.productErrors;
  switch (failure.reason) {
    case "image-required":
      return v.imageRequired;
    case "too-many-images":
      return v.tooManyImages;
    case "image-rejected":
      return v.fileMessage(failure.filename, imageRejectionText[failure.image]);
    case "invalid":
      return failure.message;
    case "sku-taken":
      return adminVariantText.validation.skuTaken(failure.sku);
    default: {
      const causes: Record<SaveErrorCause, string | undefined> = {
        "product-missing": v.productMissing,
        "category-missing": v.categoryMissing,
        "upload-failed": v.uploadFailed,
        failed: undefined,
      };
      const cause = causes[failure.reason];
      if (failure.editing) return errors.update(cause);
      return cause ? `${errors.create}: ${cause}` : errors.create;
    }
  }
}

/** The banner for a category that was not saved, by the reason modules/catalog/admin-categories.server.ts gives. */
export function categorySaveErrorText(
  failure: { reason: "invalid"; message: string } | { reason: "not-found" } | { reason: "duplicate-name"; existing: string },
): string {
  const t = adminCatalogText.categories;
  if (failure.reason === "invalid") return failure.message || adminCatalogText.categoryForm.nameRequired;
  return failure.reason === "not-found" ? t.notFound : t.duplicateName(failure.existing);
}
