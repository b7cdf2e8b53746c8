// The demo catalogue's content, in Turkish: four categories and a few dozen funny gifts, loaded by
// modules/catalog/demo-seed.server.ts (which also draws their pictures).
import type { Personalisation } from "../personalisation";

export const DEMO_CATEGORIES = [
  { slug: "karton", name: "Karton Figürler" },
  { slug: "kupa", name: "Kupalar" },
  { slug: "mousepad", name: "Mouse Pad'ler" },
  { slug: "diger", name: "Diğer" },
] as const;

export type DemoCategorySlug = (typeof DEMO_CATEGORIES)[number]["slug"];
export type DemoArt = "cutout" | "mug" | "mousepad" | "tshirt" | "pillow" | "magnet" | "gift";

export interface DemoProduct {
  name: string;
  description: string;
  categories: DemoCategorySlug[];
  priceKurus: number;
  originalPriceKurus?: number;
  stock: number;
  isActive?: boolean;
  isNew?: boolean;
  /** Default 2999 (docs/product.md#shipping); 0 is free shipping. */
  shippingCostKurus?: number;
  dimensionsCm?: { width: number; height: number; depth: number };
  weightGrams?: number;
  art: DemoArt;
  images: 1 | 2 | 3;
  /** Options and the variants sold (docs/product.md#options-and-variants); without them the product is sold one way. */
  options?: { name: string; values: string[] }[];
  /** One per combination sold; `image`: the index of the product's picture shown for it. */
  variants?: DemoVariant[];
  /** Its own personal fields; without, those of its kind (demoPersonalisation). */
  personalisation?: Personalisation;
}

export interface DemoVariant {
  values: string[];
  priceKurus: number;
  originalPriceKurus?: number;
  stock: number;
  image?: number;
}

/** Newest first: the first one gets the latest createdAt. */
export const DEMO_PRODUCTS: readonly DemoProduct[] = [
  {
    name: "Patronun Karton Kopyası",
    description: "Patronunuzun birebir boyutlu karton figürü. Toplantılarda sessizce başını sallar, asla fazla mesai istemez.",
    categories: ["karton"],
    priceKurus: 89999,
    originalPriceKurus: 119999,
    stock: 12,
    isNew: true,
    shippingCostKurus: 4999,
    dimensionsCm: { width: 60, height: 180, depth: 1 },
    weightGrams: 2500,
    art: "cutout",
    images: 3,
    options: [{ name: "Boyut", values: ["90 cm", "180 cm"] }],
    variants: [
      { values: ["90 cm"], priceKurus: 54999, originalPriceKurus: 69999, stock: 8 },
      { values: ["180 cm"], priceKurus: 89999, originalPriceKurus: 119999, stock: 4 },
    ],
    // The boss's photo and, if wished, a name under it; the buyer approves a proof before it is printed.
    personalisation: {
      fields: [
        {
          id: "f1",
          kind: "photo",
          label: "Patronunuzun fotoğrafı",
          help: "Önden çekilmiş, yüzü net görünen bir fotoğraf seçin; boy fotoğrafı en iyisidir.",
          required: true,
          feeKurus: 0,
          printWidthCm: 60,
          printHeightCm: 180,
        },
        {
          id: "f2",
          kind: "text",
          label: "Figürün altına yazılacak isim",
          help: "İsteğe bağlı; örneğin “Ahmet Bey”.",
          required: false,
          feeKurus: 0,
          maxLength: 30,
        },
      ],
      requiresProof: true,
    },
  },
  {
    name: "Özel Işıklı Kupa",
    description: "Sıcak içecek konduğunda üzerindeki gizli mesaj ışıl ışıl beliriyor. Sabah kahvesine küçük ama parlak bir sürpriz.",
    categories: ["kupa"],
    priceKurus: 24999,
    stock: 25,
    isNew: true,
    dimensionsCm: { width: 12, height: 10, depth: 8.5 },
    weightGrams: 380,
    art: "mug",
    images: 3,
  },
  {
    name: "İnatçı Kedi Kupası",
    description: "Masadaki her şeyi yere itmeden güne başlamayan kedinin kupası. Kahvenizi korumak size kalmış.",
    categories: ["kupa"],
    priceKurus: 17999,
    originalPriceKurus: 22999,
    stock: 3,
    dimensionsCm: { width: 12, height: 9.5, depth: 8.5 },
    weightGrams: 350,
    art: "mug",
    images: 2,
    options: [{ name: "Renk", values: ["Beyaz", "Siyah", "Kırmızı Kulplu"] }],
    variants: [
      { values: ["Beyaz"], priceKurus: 17999, originalPriceKurus: 22999, stock: 3, image: 0 },
      { values: ["Siyah"], priceKurus: 18999, originalPriceKurus: 22999, stock: 4, image: 1 },
      { values: ["Kırmızı Kulplu"], priceKurus: 19999, stock: 0 },
    ],
  },
  {
    name: "Kayınvalide Onaylı Mouse Pad",
    description: 'Her tıklamada "Ben olsam öyle yapmazdım" diye fısıldıyormuş gibi. Kaymaz taban, bol nasihat.',
    categories: ["mousepad"],
    priceKurus: 12999,
    stock: 40,
    dimensionsCm: { width: 30, height: 25, depth: 0.3 },
    weightGrams: 150,
    art: "mousepad",
    images: 1,
  },
  {
    name: "Çılgın Ev Arkadaşı Karton Figürü",
    description: "Bulaşıkları hiç yıkamayan ev arkadaşınızın karton hali. En azından bu sefer gece yarısı müzik açmıyor.",
    categories: ["karton"],
    priceKurus: 79999,
    stock: 0,
    shippingCostKurus: 4999,
    dimensionsCm: { width: 55, height: 175, depth: 1 },
    weightGrams: 2300,
    art: "cutout",
    images: 2,
  },
  {
    name: "Ödev Kaçkını Tişört",
    description: '"Ödevimi köpek yedi" bahanesini göğsünde gururla taşıyanlar için yüzde yüz pamuklu tişört.',
    categories: ["diger"],
    priceKurus: 19999,
    originalPriceKurus: 24999,
    stock: 15,
    isNew: true,
    weightGrams: 180,
    art: "tshirt",
    images: 2,
  },
  {
    name: "Şanslı Kaktüs Yastığı",
    description: "Sarılınca batmayan tek kaktüs. Kanepeye neşe, sahibine şans getirdiği söylenir.",
    categories: ["diger"],
    priceKurus: 15999,
    stock: 2,
    dimensionsCm: { width: 40, height: 40, depth: 12 },
    weightGrams: 450,
    art: "pillow",
    images: 3,
  },
  {
    name: "Güneş Gözlüklü Köpek Magneti",
    description: "Buzdolabınızı Akdeniz tatiline çeviren havalı köpek. Kargosu bizden, tatil havası ondan.",
    categories: ["diger"],
    priceKurus: 4999,
    stock: 100,
    shippingCostKurus: 0,
    dimensionsCm: { width: 7, height: 7, depth: 0.4 },
    weightGrams: 20,
    art: "magnet",
    images: 1,
  },
  {
    name: "Süper Kahraman Kuzen Karton Figürü",
    description: "Pelerinli kuzeninizin boy boy karton figürü. Bayram ziyaretlerinde kapıda karşılar, hediye de sayılır.",
    categories: ["karton", "diger"],
    priceKurus: 99999,
    originalPriceKurus: 129999,
    stock: 6,
    isNew: true,
    shippingCostKurus: 4999,
    dimensionsCm: { width: 70, height: 185, depth: 1 },
    weightGrams: 2800,
    art: "cutout",
    images: 3,
  },
  {
    name: "Sabah Sendromu Kupası",
    description: 'Üzerinde "Kahvemi içmeden konuşma" yazan, herkesin masasında bir tane olması gereken kupa.',
    categories: ["kupa"],
    priceKurus: 14999,
    stock: 30,
    art: "mug",
    images: 1,
  },
  {
    name: "Oyuncu Kedinin Mouse Pad'i",
    description: "İmleci kovalayan kedi desenli, kaymaz tabanlı mouse pad. Fare sizde, kedi de masada.",
    categories: ["mousepad"],
    priceKurus: 11999,
    originalPriceKurus: 14999,
    stock: 4,
    dimensionsCm: { width: 30, height: 25, depth: 0.3 },
    weightGrams: 140,
    art: "mousepad",
    images: 2,
  },
  {
    name: "Ofis Dedikodusu Mouse Pad",
    description: 'Kenarında "Bunu ben söylemedim" yazan geniş mouse pad. Kulaktan kulağa hızlı, imleçten daha hızlı.',
    categories: ["mousepad"],
    priceKurus: 9999,
    stock: 22,
    isNew: true,
    dimensionsCm: { width: 80, height: 30, depth: 0.4 },
    weightGrams: 420,
    art: "mousepad",
    images: 1,
  },
  {
    name: "Uykucu Panda Yastığı",
    description: "Pazartesi sabahları için tasarlanmış, gözleri hep kapalı panda yastık. Kargosu ücretsiz, uykusu bol.",
    categories: ["diger"],
    priceKurus: 18999,
    stock: 8,
    shippingCostKurus: 0,
    dimensionsCm: { width: 45, height: 45, depth: 15 },
    weightGrams: 500,
    art: "pillow",
    images: 2,
  },
  {
    name: "Emekli Olmak İstiyorum Kupası",
    description: "Henüz emekli olamayanların kupası. Şu an satışta değil, tıpkı hayallerimiz gibi.",
    categories: ["kupa"],
    priceKurus: 13999,
    stock: 10,
    isActive: false,
    art: "mug",
    images: 1,
  },
  {
    name: "Diyete Yarın Başlarım Magneti",
    description: "Buzdolabı kapağının en dürüst sözü. Her açışınızda size destek olur, ama yargılamaz.",
    categories: ["diger"],
    priceKurus: 3999,
    stock: 60,
    dimensionsCm: { width: 8, height: 5, depth: 0.4 },
    weightGrams: 25,
    art: "magnet",
    images: 1,
  },
  {
    name: "Yılın Çalışanı Kupası",
    description: "Kimse seçmediyse siz kendinizi seçin. Altın yaldızlı yazısıyla her toplantıda göz kamaştırır.",
    categories: ["kupa", "diger"],
    priceKurus: 15999,
    originalPriceKurus: 19999,
    stock: 18,
    art: "mug",
    images: 2,
  },
  {
    name: "Bebeklik Fotoğrafı Karton Figürü",
    description: "Arkadaşınızın en utandırıcı bebeklik fotoğrafı, boy boy karton figür olarak doğum gününde. Kahkaha garantili.",
    categories: ["karton"],
    priceKurus: 69999,
    stock: 7,
    shippingCostKurus: 4999,
    dimensionsCm: { width: 60, height: 120, depth: 1 },
    weightGrams: 1600,
    art: "cutout",
    images: 1,
  },
  {
    name: "Gizli Hayran Tişörtü",
    description: 'Üzerinde "Birisi seni çok seviyor ama kim olduğunu söylemiyor" yazan tişört. Anonim sürprizin giyilebilir hali.',
    categories: ["diger"],
    priceKurus: 21999,
    stock: 9,
    weightGrams: 190,
    art: "tshirt",
    images: 2,
  },
  {
    name: "Bitmeyen Toplantı Mouse Pad",
    description: 'Üzerinde "Bu toplantı bir e-posta olabilirdi" yazan mouse pad. Ekran paylaşımında herkes görsün diye.',
    categories: ["mousepad"],
    priceKurus: 10999,
    stock: 14,
    art: "mousepad",
    images: 1,
  },
  {
    name: "Sürpriz Kutusu: Ne Çıkarsa Bahtına",
    description: "İçinden ne çıkacağını biz bile tam bilmiyoruz. Bir kupa, bir magnet ve bolca kahkaha olabilir.",
    categories: ["diger"],
    priceKurus: 29999,
    originalPriceKurus: 34999,
    stock: 11,
    isNew: true,
    weightGrams: 900,
    art: "gift",
    images: 2,
  },
];

/** The words under a product's second and third demo picture (the first has none). */
export const DEMO_IMAGE_CAPTIONS = ["", "Hediye paketiyle", "Yakından bakış"];

/**
 * The personal fields a demo product asks for (docs/product.md#personalised-gifts): its own when it lists them, else a
 * cut-out asks for the photo printed on it (at its size) and a mug for an optional name, so a mug still goes into the
 * cart in one click. Other products have none.
 */
export function demoPersonalisation(product: DemoProduct): Personalisation {
  if (product.personalisation) return product.personalisation;
  if (product.art === "cutout") {
    const size = product.dimensionsCm ?? { width: 60, height: 180 };
    return {
      fields: [
        {
          id: "f1",
          kind: "photo",
          label: "Fotoğraf",
          help: "Önden çekilmiş, yüzü net görünen bir fotoğraf seçin.",
          required: true,
          feeKurus: 0,
          printWidthCm: size.width,
          printHeightCm: size.height,
        },
      ],
      requiresProof: false,
    };
  }
  if (product.art === "mug") {
    return {
      fields: [
        {
          id: "f1",
          kind: "text",
          label: "Kupaya yazılacak isim",
          help: "İsteğe bağlı; boş bırakırsanız kupa isimsiz gelir.",
          required: false,
          feeKurus: 0,
          maxLength: 20,
        },
      ],
      requiresProof: false,
    };
  }
  return { fields: [], requiresProof: false };
}
