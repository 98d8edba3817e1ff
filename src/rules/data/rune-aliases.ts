// The runes' search words: legacy names (Disrupting → vitalizing, Speed → quickstrike, Dancing → animated), the
// book's index form, other translations' names, other spellings, words players type (never display names). The
// calculators' item-name reader loads this table with its chunk, on the first focus of a name field
// (lib/name-reader.ts), so it is no part of a calculator's first download; pages get each rune's words as its
// `aliases` (catalog.ts). Keyed by rune slug, grouped by target and book as data/runes/ is; a rune without search
// words has no entry.
import type { RuneSlug } from './runes';

export const RUNE_ALIASES: Readonly<Partial<Record<RuneSlug, readonly string[]>>> = {
  // armor: gm-core
  'armor-potency-1': ['Armor Potency (+1)', '+1アーマー・ポテンシィ', 'アーマー・ポテンシー'],
  'armor-potency-2': ['Armor Potency (+2)', '+2アーマー・ポテンシィ'],
  'armor-potency-3': ['Armor Potency (+3)', '+3アーマー・ポテンシィ'],
  resilient: ['Resilient', 'レジリエント'],
  'greater-resilient': ['Resilient (Greater)', 'グレーター・レジリエント', 'レジリエント（グレーター）'],
  'major-resilient': ['Resilient (Major)', 'メジャー・レジリエント'],
  antimagic: ['Antimagic', 'アンチマジック'],
  'acid-resistant': ['Energy-Resistant', 'Energy-Resistant', 'エナジー・レジスタント', 'resist acid', 'acid resistance', '酸耐性', '酸への抵抗', '強酸耐性', 'アシッド＝レジスタント', '酸-レジスタント'],
  'cold-resistant': ['Energy-Resistant', 'Energy-Resistant', 'エナジー・レジスタント', 'resist cold', 'cold resistance', '冷気耐性', '冷気への抵抗', '氷雪耐性', 'コールド＝レジスタント'],
  'electricity-resistant': ['Energy-Resistant', 'Energy-Resistant', 'エナジー・レジスタント', 'resist electricity', 'electricity resistance', '電撃耐性', '電撃への抵抗', '雷撃耐性', 'エレクトリシティ＝レジスタント'],
  'fire-resistant': ['Energy-Resistant', 'Energy-Resistant', 'エナジー・レジスタント', 'resist fire', 'fire resistance', '火炎耐性', '火炎への抵抗', 'ファイヤー・レジスタント', 'ファイア＝レジスタント', '耐火'],
  'greater-acid-resistant': ['Energy-Resistant (Greater)', 'Energy-Resistant', 'エナジー・レジスタント', 'resist acid', 'acid resistance', '酸耐性', '酸への抵抗', '強酸耐性'],
  'greater-cold-resistant': ['Energy-Resistant (Greater)', 'Energy-Resistant', 'エナジー・レジスタント', 'resist cold', 'cold resistance', '冷気耐性', '冷気への抵抗', '氷雪耐性'],
  'greater-electricity-resistant': ['Energy-Resistant (Greater)', 'Energy-Resistant', 'エナジー・レジスタント', 'resist electricity', 'electricity resistance', '電撃耐性', '電撃への抵抗', '雷撃耐性'],
  'greater-fire-resistant': ['Energy-Resistant (Greater)', 'Energy-Resistant', 'エナジー・レジスタント', 'resist fire', 'fire resistance', '火炎耐性', '火炎への抵抗', 'グレーター・ファイヤー・レジスタント'],
  fortification: ['Fortification', 'フォーティフィケイション'],
  'greater-fortification': ['Fortification (Greater)', 'グレーター・フォーティフィケイション'],
  invisibility: ['Invisibility', 'インビジビリティ'],
  'greater-invisibility': ['Invisibility (Greater)', 'グレーター・インビジビリティ'],
  raiment: ['Glamered', 'グラマード', 'Raiment'],
  ready: ['Ready'],
  'greater-ready': ['Ready (Greater)'],
  shadow: ['Shadow'],
  'greater-shadow': ['Shadow (Greater)'],
  'major-shadow': ['Shadow (Major)'],
  'size-changing': ['Size-Changing', 'サイズ変化'],
  slick: ['Slick'],
  'greater-slick': ['Slick (Greater)'],
  'major-slick': ['Slick (Major)'],
  winged: ['Winged', '有翼'],
  'greater-winged': ['Winged (Greater)'],
  // shield: gm-core
  'minor-reinforcing': ['Reinforcing Rune (Minor)', 'マイナー・レインフォーシング'], // a spelling players use for the seed's リーンフォーシング
  'lesser-reinforcing': ['Reinforcing Rune (Lesser)', 'レッサー・レインフォーシング'], // a spelling players use for the seed's リーンフォーシング
  'moderate-reinforcing': ['Reinforcing Rune (Moderate)', 'モデレート・レインフォーシング'], // a spelling players use for the seed's リーンフォーシング
  'greater-reinforcing': ['Reinforcing Rune (Greater)', 'グレーター・レインフォーシング'], // a spelling players use for the seed's リーンフォーシング
  'major-reinforcing': ['Reinforcing Rune (Major)', 'メジャー・レインフォーシング'], // a spelling players use for the seed's リーンフォーシング
  'supreme-reinforcing': ['Reinforcing Rune (Supreme)', 'シュプリーム・レインフォーシング'], // a spelling players use for the seed's リーンフォーシング
  // weapon: gm-core
  striking: ['Striking'],
  'greater-striking': ['Striking (Greater)'],
  'major-striking': ['Striking (Major)'],
  'weapon-potency-1': ['Weapon Potency (+1)', '+1ウェポン・ポテンシィ', 'ウェポン・ポテンシー'],
  'weapon-potency-2': ['Weapon Potency (+2)', '+2ウェポン・ポテンシィ'],
  'weapon-potency-3': ['Weapon Potency (+3)', '+3ウェポン・ポテンシィ'],
  animated: ['Dancing', 'ダンシング', 'Animated'],
  astral: ['Astral'],
  'greater-astral': ['Astral (Greater)'],
  brilliant: ['Brilliant'],
  'greater-brilliant': ['Brilliant (Greater)'],
  corrosive: ['Corrosive', 'コロージヴ'],
  'greater-corrosive': ['Corrosive (Greater)', 'グレーター・コロージヴ'],
  decaying: ['Decaying', 'ディケイイング'],
  'greater-decaying': ['Decaying (Greater)', 'グレーター・ディケイイング'],
  extending: ['Extending'],
  'greater-extending': ['Extending (Greater)'],
  fearsome: ['Fearsome'],
  'greater-fearsome': ['Fearsome (Greater)'],
  flaming: ['Flaming'],
  'greater-flaming': ['Flaming (Greater)'],
  frost: ['Frost'],
  'greater-frost': ['Frost (Greater)'],
  'ghost-touch': ['Ghost Touch'],
  grievous: ['Grievous'],
  holy: ['Holy', 'ホーリー'],
  keen: ['Keen'],
  quickstrike: ['Speed', 'スピード', 'Quickstrike'],
  returning: ['Returning'],
  shifting: ['Shifting'],
  shock: ['Shock'],
  'greater-shock': ['Shock (Greater)'],
  shockwave: ['Shockwave', 'ショックウェーブ'],
  'spell-reservoir': ['Spell Storing', 'スペル・ストアリング', 'Spell Reservoir', 'スペル・リザーヴァー', '呪文・レザヴォア'],
  thundering: ['Thundering'],
  'greater-thundering': ['Thundering (Greater)'],
  unholy: ['Unholy', 'アンホーリー'],
  vitalizing: ['Disrupting', 'ディスラプティング', 'disrupting rune', 'Vitalizing', 'バイタライジング'],
  'greater-vitalizing': ['Greater Disrupting', 'グレーター・ディスラプティング', 'Vitalizing (Greater)', 'グレーター・バイタライジング'],
  vorpal: ['Vorpal', 'ボーパル'],
  wounding: ['Wounding'],
  // armor: ap-148-fires-of-the-haunted-city
  'rock-braced': ['Rock-Braced', 'ロック・ブレイスド'],
  // armor: core-rulebook
  ethereal: ['Ethereal', 'エセリアル', 'エーテリアル'],
  // armor: grand-bazaar
  bitter: ['Bitter'],
  deathless: ['Deathless'],
  'lesser-dread': ['Dread (Lesser)', 'Lesser Dread'],
  'moderate-dread': ['Dread (Moderate)', 'Moderate Dread'],
  'greater-dread': ['Dread (Greater)', 'Greater Dread'],
  implacable: ['Implacable'],
  stanching: ['Stanching'],
  'greater-stanching': ['Stanching (Greater)'],
  'major-stanching': ['Stanching (Major)'],
  'true-stanching': ['Stanching (True)'],
  // armor: lo-ancestry-guide
  soaring: ['Soaring'],
  // armor: lo-character-guide
  'sinister-knight': ['Sinister Knight'],
  // armor: rage-of-elements
  malleable: ['Malleable'],
  // armor: treasure-vault
  advancing: ['Advancing', 'アドバンシング'],
  'greater-advancing': ['Advancing (Greater)', 'グレーター・アドバンシング'],
  'aim-aiding': ['Aim-Aiding', 'Aim Aiding', 'エイム＝エイディング', 'エイムエイディング'],
  assisting: ['Assisting'],
  'energy-adaptive': ['Energy Adaptive', 'Energy-Adaptive', 'エナジー・アダプティブ'],
  gliding: ['Gliding'],
  immovable: ['Immovable', 'イムーバブル'],
  magnetizing: ['Magnetizing'],
  misleading: ['Misleading'],
  portable: ['Portable'],
  quenching: ['Quenching'],
  'greater-quenching': ['Quenching (Greater)'],
  'major-quenching': ['Quenching (Major)'],
  'true-quenching': ['Quenching (True)'],
  spellwatch: ['Spellwatch'],
  'swallow-spike': ['Swallow-Spike', 'スワロー＝スパイク'],
  'greater-swallow-spike': ['Swallow-Spike (Greater)', 'グレーター・スワロー＝スパイク'],
  'major-swallow-spike': ['Swallow-Spike (Major)', 'メジャー・スワロー＝スパイク'],
  // weapon: ap-148-fires-of-the-haunted-city
  'ancestral-echoing': ['Ancestral Echoing', 'アンセストラル・エコウイング'],
  bloodbane: ['Bloodbane'],
  'greater-bloodbane': ['Bloodbane (Greater)'],
  'kin-warding': ['Kin-Warding', 'Kin Warding', 'キン＝ワーディング', 'キン・ウォーディング'],
  // weapon: ap-200-seven-dooms-for-sandpoint
  flickering: ['Flickering', 'フリッカリング'],
  nightmare: ['Nightmare', 'ナイトメア'],
  // weapon: grand-bazaar
  anchoring: ['Anchoring'],
  'greater-anchoring': ['Anchoring (Greater)'],
  bloodthirsty: ['Bloodthirsty'],
  crushing: ['Crushing'],
  'greater-crushing': ['Crushing (Greater)'],
  energizing: ['Energizing', 'エナジャイジング'],
  fanged: ['Fanged', 'ファングド'],
  'greater-fanged': ['Fanged (Greater)', 'グレーター・ファングド'],
  'major-fanged': ['Fanged (Major)', 'メジャー・ファングド'],
  hauling: ['Hauling', 'ホーリング'],
  'greater-hauling': ['Hauling (Greater)', 'グレーター・ホーリング'],
  hopeful: ['Hopeful', 'ホープフル'],
  // weapon: impossible-magic
  bane: ['Bane'],
  impactful: ['Impactful', 'インパクトフル'],
  // weapon: kingmaker
  deathdrinking: ['Deathdrinking'],
  'giant-killing': ['Giant-Killing', 'Giant Killing', 'ジャイアント・キリング'],
  'greater-giant-killing': ['Giant-Killing (Greater)', 'Greater Giant Killing', 'グレーター・ジャイアント・キリング'],
  hooked: ['Hooked', 'フックト'],
  // weapon: lo-ancestry-guide
  conducting: ['Conducting'],
  // weapon: lo-character-guide
  serrating: ['Serrating', 'セラッティング', 'セレイティング'],
  // weapon: lo-highhelm
  ashen: ['Ashen'],
  'greater-ashen': ['Ashen (Greater)'],
  // weapon: lo-pathfinder-society-guide
  cunning: ['Cunning'],
  // weapon: lo-shining-kingdoms
  'bolkas-blessing': ["Bolka's Blessing", 'ボルカの祝福'],
  'greater-bolkas-blessing': ["Bolka's Blessing (Greater)"],
  'kolss-oath': ["Kols's Oath", 'Kolss Oath', 'コルズの誓約', 'コルズ・オース'],
  'greater-kolss-oath': ["Kols's Oath (Greater)", 'グレーター・コルズ・オース'],
  'trudds-strength': ["Trudd's Strength", 'Trudds Strength', 'トラッドの怪力', 'トラッズ・ストレングス'],
  'greater-trudds-strength': ["Trudd's Strength (Greater)", "Greater Trudd's Strength", 'グレーター・トラッドの怪力', 'グレーター・トラッズ・ストレングス'],
  // weapon: rage-of-elements
  rooting: ['Rooting', 'ルーティング'],
  'greater-rooting': ['Rooting (Greater)', 'グレーター・ルーティング'],
  'major-rooting': ['Rooting (Major)', 'メジャー・ルーティング'],
  'true-rooting': ['Rooting (True)', 'トゥルー・ルーティング'],
  underwater: ['Underwater', 'アンダーウォーター'],
  // weapon: secrets-of-magic
  'greater-impactful': ['Impactful (Greater)', 'グレーター・インパクトフル'],
  // weapon: special-fumbus
  demolishing: ['Demolishing'],
  // weapon: treasure-vault
  authorized: ['Authorized'],
  coating: ['Coating'],
  earthbinding: ['Earthbinding'],
  flurrying: ['Flurrying', 'フラーリング', 'フルーリイング'],
  impossible: ['Impossible', 'インポッシブル'],
  merciful: ['Merciful', 'マーシフル'],
  pacifying: ['Pacifying', 'パシファイング'],
  swarming: ['Swarming', 'スウォーミング'],
  // The runes of Impossible Magic, the accessory and the mythic runes: other localisations' names (rkasumi/pf2eja lang/ja.json, not p2rdj-derived: see ja-names.md) and the
  // book index forms AoN and Foundry use.
  // weapon: impossible-magic, lo-knights-of-lastwall
  'greater-energy-vulnerability': ['Energy Vulnerability (Greater)'],
  called: ['Called', 'called rune'],
  // armor: impossible-magic, kingmaker, ap-195
  'greater-convincing': ['Convincing (Greater)'],
  'major-convincing': ['Convincing (Major)'],
  'greater-moonweave': ['Moonweave (Greater)'],
  'major-moonweave': ['Moonweave (Major)'],
  'greater-sunweave': ['Sunweave (Greater)'],
  'major-sunweave': ['Sunweave (Major)'],
  'greater-energy-absorbing': ['Energy-Absorbing (Greater)'],
  'caverns-heart': ["Caverns Heart", 'カヴァーンズ・ハート'],
  // accessory
  'called-accessory': ['Called (accessory rune)', 'called accessory rune'],
  'dragons-breath-1': ['ドラゴンズ＝ブレス', "Dragon's Breath (1st-Rank Spell)"],
  'dragons-breath-2': ['ドラゴンズ＝ブレス', "Dragon's Breath (2nd-Rank Spell)"],
  'dragons-breath-3': ['ドラゴンズ＝ブレス', "Dragon's Breath (3rd-Rank Spell)"],
  'dragons-breath-4': ['ドラゴンズ＝ブレス', "Dragon's Breath (4th-Rank Spell)"],
  'dragons-breath-5': ['ドラゴンズ＝ブレス', "Dragon's Breath (5th-Rank Spell)"],
  'dragons-breath-6': ['ドラゴンズ＝ブレス', "Dragon's Breath (6th-Rank Spell)"],
  'dragons-breath-7': ['ドラゴンズ＝ブレス', "Dragon's Breath (7th-Rank Spell)"],
  'dragons-breath-8': ['ドラゴンズ＝ブレス', "Dragon's Breath (8th-Rank Spell)"],
  'dragons-breath-9': ['ドラゴンズ＝ブレス', "Dragon's Breath (9th-Rank Spell)"],
  'greater-paired': ['ペアード（グレーター）'],
  'major-paired': ['ペアード（メジャー）'],
  'soft-landing': ['ソフトランディング'],
  'spell-bastion': ['スペルバスチオン'],
  'wind-catcher': ['ウィンドキャッチャー'],
  'greater-wind-catcher': ['ウィンドキャッチャー（グレーター）'],
  'lesser-retaliation': ['Retaliation'],
  // mythic
  'mythic-weapon-potency': ['Weapon Potency (+4)', '+4 weapon potency', 'ウェポン・ポテンシィ (+4)', '＋4ウェポン・ポテンシィ'],
  'mythic-armor-potency': ['Armor Potency (+4)', '+4 armor potency', 'アーマー・ポテンシィ (+4)', '＋4アーマー・ポテンシィ'],
  'mythic-resilient': ['Mythic Resilent'],
};
