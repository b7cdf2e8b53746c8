// Why an uploaded file was refused as a product image, for the admin form's red banner.
export const imageRejectionText = {
  empty: "Dosya boş.",
  too_large: "Her resim en fazla 10 MB olabilir.",
  not_an_image: "Yalnızca resim dosyaları yüklenebilir.",
  unsupported_format: "Bu resim biçimi desteklenmiyor (JPEG, PNG, WebP, GIF, AVIF veya TIFF yükleyin).",
  too_many_pixels: "Resmin çözünürlüğü çok yüksek.",
} as const;
