/**
 * Where a consultant's licence was issued: Iran's bar associations (کانون‌های وکلای دادگستری) and the
 * judiciary's centre of lawyers, official experts and family counsellors. Codes are stable; labels show.
 */
export const BAR_ASSOCIATION_LABELS = {
  markaz: 'کانون وکلای دادگستری مرکز',
  azarbaijan_sharghi: 'کانون وکلای دادگستری آذربایجان شرقی',
  azarbaijan_gharbi: 'کانون وکلای دادگستری آذربایجان غربی',
  ardabil: 'کانون وکلای دادگستری اردبیل',
  isfahan: 'کانون وکلای دادگستری اصفهان',
  alborz: 'کانون وکلای دادگستری البرز',
  ilam: 'کانون وکلای دادگستری ایلام',
  bushehr: 'کانون وکلای دادگستری بوشهر',
  chaharmahal: 'کانون وکلای دادگستری چهارمحال و بختیاری',
  khorasan: 'کانون وکلای دادگستری خراسان',
  khorasan_jonubi: 'کانون وکلای دادگستری خراسان جنوبی',
  khorasan_shomali: 'کانون وکلای دادگستری خراسان شمالی',
  khuzestan: 'کانون وکلای دادگستری خوزستان',
  zanjan: 'کانون وکلای دادگستری زنجان',
  semnan: 'کانون وکلای دادگستری سمنان',
  sistan: 'کانون وکلای دادگستری سیستان و بلوچستان',
  fars: 'کانون وکلای دادگستری فارس',
  qazvin: 'کانون وکلای دادگستری قزوین',
  qom: 'کانون وکلای دادگستری قم',
  kordestan: 'کانون وکلای دادگستری کردستان',
  kerman: 'کانون وکلای دادگستری کرمان',
  kermanshah: 'کانون وکلای دادگستری کرمانشاه',
  kohgiluyeh: 'کانون وکلای دادگستری کهگیلویه و بویراحمد',
  golestan: 'کانون وکلای دادگستری گلستان',
  gilan: 'کانون وکلای دادگستری گیلان',
  lorestan: 'کانون وکلای دادگستری لرستان',
  mazandaran: 'کانون وکلای دادگستری مازندران',
  markazi: 'کانون وکلای دادگستری استان مرکزی',
  hormozgan: 'کانون وکلای دادگستری هرمزگان',
  hamedan: 'کانون وکلای دادگستری همدان',
  yazd: 'کانون وکلای دادگستری یزد',
  judiciary_centre: 'مرکز وکلا، کارشناسان رسمی و مشاوران خانواده قوه قضاییه',
} as const;

export type BarAssociation = keyof typeof BAR_ASSOCIATION_LABELS;
export const BAR_ASSOCIATIONS = Object.keys(BAR_ASSOCIATION_LABELS) as [BarAssociation, ...BarAssociation[]];
