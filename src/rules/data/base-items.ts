// Generated once from the project's research notes (Player Core pp. 273-280, GM Core p. 235), then kept by hand.
// Japanese names: ロングソード, チェイン・メイル, メイス and 探検家の服 are the seed's; the others are spelled as the community
// translation (p2rdj-derived text) spells them, except 拳 and the スタディ・シールド grades (see base-item-details.ts).
// Older and variant spellings are aliases, never display names: they are in base-item-aliases.ts.
// This file holds what the rules and the calculators' item picker read; Bulk, source, group, hands, armor
// and shield statistics no rule uses are in base-item-details.ts. `traits` here are only the traits a rune's
// usage line reads (holy, unholy, monk): a calculator downloads this file once the browser is idle (or a link
// names an item), so the full trait lists are in base-item-details.ts (test/rules/data.test.ts checks that the
// two agree).
import type { BaseItemCore } from '../types';
import { LONGSWORD } from './base-item-start';

export const BASE_ITEM_DATA = [
  { kind: 'weapon', slug: 'fist', name: { ja: '拳', en: 'Fist' }, level: 0, priceCp: 0, rarity: 'common', category: 'unarmed', attack: 'melee', thrown: false, damage: { dice: 1, die: 'd4', type: 'B' }, versatile: [], traits: [], isItem: false },
  { kind: 'weapon', slug: 'club', name: { ja: 'クラブ', en: 'Club' }, level: 0, priceCp: 0, rarity: 'common', category: 'simple', attack: 'melee', thrown: true, damage: { dice: 1, die: 'd6', type: 'B' }, versatile: [], traits: [] },
  { kind: 'weapon', slug: 'dagger', name: { ja: 'ダガー', en: 'Dagger' }, level: 0, priceCp: 20, rarity: 'common', category: 'simple', attack: 'melee', thrown: true, damage: { dice: 1, die: 'd4', type: 'P' }, versatile: ['S'], traits: [] },
  { kind: 'weapon', slug: 'gauntlet', name: { ja: 'ガントレット', en: 'Gauntlet' }, level: 0, priceCp: 20, rarity: 'common', category: 'simple', attack: 'melee', thrown: false, damage: { dice: 1, die: 'd4', type: 'B' }, versatile: [], traits: [] },
  { kind: 'weapon', slug: 'light-mace', name: { ja: 'ライト・メイス', en: 'Light Mace' }, level: 0, priceCp: 40, rarity: 'common', category: 'simple', attack: 'melee', thrown: false, damage: { dice: 1, die: 'd4', type: 'B' }, versatile: [], traits: [] },
  { kind: 'weapon', slug: 'longspear', name: { ja: 'ロングスピア', en: 'Longspear' }, level: 0, priceCp: 50, rarity: 'common', category: 'simple', attack: 'melee', thrown: false, damage: { dice: 1, die: 'd8', type: 'P' }, versatile: [], traits: [] },
  // ja name from the seed
  { kind: 'weapon', slug: 'mace', name: { ja: 'メイス', en: 'Mace' }, level: 0, priceCp: 100, rarity: 'common', category: 'simple', attack: 'melee', thrown: false, damage: { dice: 1, die: 'd6', type: 'B' }, versatile: [], traits: [] },
  { kind: 'weapon', slug: 'morningstar', name: { ja: 'モーニングスター', en: 'Morningstar' }, level: 0, priceCp: 100, rarity: 'common', category: 'simple', attack: 'melee', thrown: false, damage: { dice: 1, die: 'd6', type: 'B' }, versatile: ['P'], traits: [] },
  { kind: 'weapon', slug: 'sickle', name: { ja: 'シックル', en: 'Sickle' }, level: 0, priceCp: 20, rarity: 'common', category: 'simple', attack: 'melee', thrown: false, damage: { dice: 1, die: 'd4', type: 'S' }, versatile: [], traits: [] },
  { kind: 'weapon', slug: 'spear', name: { ja: 'スピア', en: 'Spear' }, level: 0, priceCp: 10, rarity: 'common', category: 'simple', attack: 'melee', thrown: true, damage: { dice: 1, die: 'd6', type: 'P' }, versatile: [], traits: ['monk'] },
  { kind: 'weapon', slug: 'spiked-gauntlet', name: { ja: 'スパイクト・ガントレット', en: 'Spiked Gauntlet' }, level: 0, priceCp: 30, rarity: 'common', category: 'simple', attack: 'melee', thrown: false, damage: { dice: 1, die: 'd4', type: 'P' }, versatile: [], traits: [] },
  { kind: 'weapon', slug: 'staff', name: { ja: 'スタッフ', en: 'Staff' }, level: 0, priceCp: 0, rarity: 'common', category: 'simple', attack: 'melee', thrown: false, damage: { dice: 1, die: 'd4', type: 'B' }, versatile: [], traits: ['monk'] },
  { kind: 'weapon', slug: 'clan-dagger', name: { ja: 'クラン・ダガー', en: 'Clan Dagger' }, level: 0, priceCp: 200, rarity: 'uncommon', category: 'simple', attack: 'melee', thrown: false, damage: { dice: 1, die: 'd4', type: 'P' }, versatile: ['B'], traits: [] },
  { kind: 'weapon', slug: 'katar', name: { ja: 'カタール', en: 'Katar' }, level: 0, priceCp: 30, rarity: 'uncommon', category: 'simple', attack: 'melee', thrown: false, damage: { dice: 1, die: 'd4', type: 'P' }, versatile: [], traits: ['monk'] },
  // The blowgun deals a flat 1 damage (no die).
  { kind: 'weapon', slug: 'blowgun', name: { ja: 'ブロウガン', en: 'Blowgun' }, level: 0, priceCp: 10, rarity: 'common', category: 'simple', attack: 'ranged', thrown: false, damage: { dice: 1, die: null, type: 'P', flat: 1 }, versatile: [], traits: [] },
  { kind: 'weapon', slug: 'crossbow', name: { ja: 'クロスボウ', en: 'Crossbow' }, level: 0, priceCp: 300, rarity: 'common', category: 'simple', attack: 'ranged', thrown: false, damage: { dice: 1, die: 'd8', type: 'P' }, versatile: [], traits: [] },
  { kind: 'weapon', slug: 'dart', name: { ja: 'ダーツ', en: 'Dart' }, level: 0, priceCp: 1, rarity: 'common', category: 'simple', attack: 'ranged', thrown: true, damage: { dice: 1, die: 'd4', type: 'P' }, versatile: [], traits: [] },
  { kind: 'weapon', slug: 'hand-crossbow', name: { ja: 'ハンド・クロスボウ', en: 'Hand Crossbow' }, level: 0, priceCp: 300, rarity: 'common', category: 'simple', attack: 'ranged', thrown: false, damage: { dice: 1, die: 'd6', type: 'P' }, versatile: [], traits: [] },
  { kind: 'weapon', slug: 'heavy-crossbow', name: { ja: 'ヘヴィ・クロスボウ', en: 'Heavy Crossbow' }, level: 0, priceCp: 400, rarity: 'common', category: 'simple', attack: 'ranged', thrown: false, damage: { dice: 1, die: 'd10', type: 'P' }, versatile: [], traits: [] },
  { kind: 'weapon', slug: 'javelin', name: { ja: 'ジャヴェリン', en: 'Javelin' }, level: 0, priceCp: 10, rarity: 'common', category: 'simple', attack: 'ranged', thrown: true, damage: { dice: 1, die: 'd6', type: 'P' }, versatile: [], traits: [] },
  { kind: 'weapon', slug: 'sling', name: { ja: 'スリング', en: 'Sling' }, level: 0, priceCp: 0, rarity: 'common', category: 'simple', attack: 'ranged', thrown: false, damage: { dice: 1, die: 'd6', type: 'B' }, versatile: [], traits: [] },
  { kind: 'weapon', slug: 'bastard-sword', name: { ja: 'バスタード・ソード', en: 'Bastard Sword' }, level: 0, priceCp: 400, rarity: 'common', category: 'martial', attack: 'melee', thrown: false, damage: { dice: 1, die: 'd8', type: 'S' }, versatile: [], traits: [] },
  { kind: 'weapon', slug: 'battle-axe', name: { ja: 'バトル・アックス', en: 'Battle Axe' }, level: 0, priceCp: 100, rarity: 'common', category: 'martial', attack: 'melee', thrown: false, damage: { dice: 1, die: 'd8', type: 'S' }, versatile: [], traits: [] },
  { kind: 'weapon', slug: 'bo-staff', name: { ja: 'ボウ・スタッフ', en: 'Bo Staff' }, level: 0, priceCp: 20, rarity: 'common', category: 'martial', attack: 'melee', thrown: false, damage: { dice: 1, die: 'd8', type: 'B' }, versatile: [], traits: ['monk'] },
  { kind: 'weapon', slug: 'falchion', name: { ja: 'ファルシオン', en: 'Falchion' }, level: 0, priceCp: 300, rarity: 'common', category: 'martial', attack: 'melee', thrown: false, damage: { dice: 1, die: 'd10', type: 'S' }, versatile: [], traits: [] },
  { kind: 'weapon', slug: 'flail', name: { ja: 'フレイル', en: 'Flail' }, level: 0, priceCp: 80, rarity: 'common', category: 'martial', attack: 'melee', thrown: false, damage: { dice: 1, die: 'd6', type: 'B' }, versatile: [], traits: [] },
  { kind: 'weapon', slug: 'glaive', name: { ja: 'グレイヴ', en: 'Glaive' }, level: 0, priceCp: 100, rarity: 'common', category: 'martial', attack: 'melee', thrown: false, damage: { dice: 1, die: 'd8', type: 'S' }, versatile: [], traits: [] },
  { kind: 'weapon', slug: 'greataxe', name: { ja: 'グレートアックス', en: 'Greataxe' }, level: 0, priceCp: 200, rarity: 'common', category: 'martial', attack: 'melee', thrown: false, damage: { dice: 1, die: 'd12', type: 'S' }, versatile: [], traits: [] },
  { kind: 'weapon', slug: 'greatclub', name: { ja: 'グレートクラブ', en: 'Greatclub' }, level: 0, priceCp: 100, rarity: 'common', category: 'martial', attack: 'melee', thrown: false, damage: { dice: 1, die: 'd10', type: 'B' }, versatile: [], traits: [] },
  { kind: 'weapon', slug: 'greatpick', name: { ja: 'グレートピック', en: 'Greatpick' }, level: 0, priceCp: 100, rarity: 'common', category: 'martial', attack: 'melee', thrown: false, damage: { dice: 1, die: 'd10', type: 'P' }, versatile: [], traits: [] },
  { kind: 'weapon', slug: 'greatsword', name: { ja: 'グレートソード', en: 'Greatsword' }, level: 0, priceCp: 200, rarity: 'common', category: 'martial', attack: 'melee', thrown: false, damage: { dice: 1, die: 'd12', type: 'S' }, versatile: ['P'], traits: [] },
  { kind: 'weapon', slug: 'guisarme', name: { ja: 'ギザーム', en: 'Guisarme' }, level: 0, priceCp: 200, rarity: 'common', category: 'martial', attack: 'melee', thrown: false, damage: { dice: 1, die: 'd10', type: 'S' }, versatile: [], traits: [] },
  { kind: 'weapon', slug: 'halberd', name: { ja: 'ハルバード', en: 'Halberd' }, level: 0, priceCp: 200, rarity: 'common', category: 'martial', attack: 'melee', thrown: false, damage: { dice: 1, die: 'd10', type: 'P' }, versatile: ['S'], traits: [] },
  { kind: 'weapon', slug: 'hatchet', name: { ja: 'ハチェット', en: 'Hatchet' }, level: 0, priceCp: 40, rarity: 'common', category: 'martial', attack: 'melee', thrown: true, damage: { dice: 1, die: 'd6', type: 'S' }, versatile: [], traits: [] },
  { kind: 'weapon', slug: 'lance', name: { ja: 'ランス', en: 'Lance' }, level: 0, priceCp: 100, rarity: 'common', category: 'martial', attack: 'melee', thrown: false, damage: { dice: 1, die: 'd8', type: 'P' }, versatile: [], traits: [] },
  { kind: 'weapon', slug: 'light-hammer', name: { ja: 'ライト・ハンマー', en: 'Light Hammer' }, level: 0, priceCp: 30, rarity: 'common', category: 'martial', attack: 'melee', thrown: true, damage: { dice: 1, die: 'd6', type: 'B' }, versatile: [], traits: [] },
  { kind: 'weapon', slug: 'light-pick', name: { ja: 'ライト・ピック', en: 'Light Pick' }, level: 0, priceCp: 40, rarity: 'common', category: 'martial', attack: 'melee', thrown: false, damage: { dice: 1, die: 'd4', type: 'P' }, versatile: [], traits: [] },
  LONGSWORD, // in base-item-start.ts: the calculators' default item, there before they hydrate
  { kind: 'weapon', slug: 'main-gauche', name: { ja: 'マンゴーシュ', en: 'Main-gauche' }, level: 0, priceCp: 50, rarity: 'common', category: 'martial', attack: 'melee', thrown: false, damage: { dice: 1, die: 'd4', type: 'P' }, versatile: ['S'], traits: [] },
  { kind: 'weapon', slug: 'maul', name: { ja: 'モール', en: 'Maul' }, level: 0, priceCp: 300, rarity: 'common', category: 'martial', attack: 'melee', thrown: false, damage: { dice: 1, die: 'd12', type: 'B' }, versatile: [], traits: [] },
  { kind: 'weapon', slug: 'pick', name: { ja: 'ピック', en: 'Pick' }, level: 0, priceCp: 70, rarity: 'common', category: 'martial', attack: 'melee', thrown: false, damage: { dice: 1, die: 'd6', type: 'P' }, versatile: [], traits: [] },
  { kind: 'weapon', slug: 'ranseur', name: { ja: 'ランサー', en: 'Ranseur' }, level: 0, priceCp: 200, rarity: 'common', category: 'martial', attack: 'melee', thrown: false, damage: { dice: 1, die: 'd10', type: 'P' }, versatile: [], traits: [] },
  { kind: 'weapon', slug: 'rapier', name: { ja: 'レイピア', en: 'Rapier' }, level: 0, priceCp: 200, rarity: 'common', category: 'martial', attack: 'melee', thrown: false, damage: { dice: 1, die: 'd6', type: 'P' }, versatile: [], traits: [] },
  { kind: 'weapon', slug: 'sap', name: { ja: 'サップ', en: 'Sap' }, level: 0, priceCp: 10, rarity: 'common', category: 'martial', attack: 'melee', thrown: false, damage: { dice: 1, die: 'd6', type: 'B' }, versatile: [], traits: [] },
  { kind: 'weapon', slug: 'scimitar', name: { ja: 'シミター', en: 'Scimitar' }, level: 0, priceCp: 100, rarity: 'common', category: 'martial', attack: 'melee', thrown: false, damage: { dice: 1, die: 'd6', type: 'S' }, versatile: [], traits: [] },
  { kind: 'weapon', slug: 'scythe', name: { ja: 'サイズ', en: 'Scythe' }, level: 0, priceCp: 200, rarity: 'common', category: 'martial', attack: 'melee', thrown: false, damage: { dice: 1, die: 'd10', type: 'S' }, versatile: [], traits: [] },
  { kind: 'weapon', slug: 'shield-boss', name: { ja: 'シールド・ボス', en: 'Shield Boss' }, level: 0, priceCp: 50, rarity: 'common', category: 'martial', attack: 'melee', thrown: false, damage: { dice: 1, die: 'd6', type: 'B' }, versatile: [], traits: [] },
  { kind: 'weapon', slug: 'shield-spikes', name: { ja: 'シールド・スパイク', en: 'Shield Spikes' }, level: 0, priceCp: 50, rarity: 'common', category: 'martial', attack: 'melee', thrown: false, damage: { dice: 1, die: 'd6', type: 'P' }, versatile: [], traits: [] },
  { kind: 'weapon', slug: 'shortsword', name: { ja: 'ショートソード', en: 'Shortsword' }, level: 0, priceCp: 90, rarity: 'common', category: 'martial', attack: 'melee', thrown: false, damage: { dice: 1, die: 'd6', type: 'P' }, versatile: ['S'], traits: [] },
  { kind: 'weapon', slug: 'starknife', name: { ja: 'スターナイフ', en: 'Starknife' }, level: 0, priceCp: 200, rarity: 'common', category: 'martial', attack: 'melee', thrown: true, damage: { dice: 1, die: 'd4', type: 'P' }, versatile: ['S'], traits: [] },
  { kind: 'weapon', slug: 'sword-cane', name: { ja: 'ソード・ケイン', en: 'Sword Cane' }, level: 0, priceCp: 500, rarity: 'common', category: 'martial', attack: 'melee', thrown: false, damage: { dice: 1, die: 'd6', type: 'P' }, versatile: [], traits: [] },
  { kind: 'weapon', slug: 'trident', name: { ja: 'トライデント', en: 'Trident' }, level: 0, priceCp: 100, rarity: 'common', category: 'martial', attack: 'melee', thrown: true, damage: { dice: 1, die: 'd8', type: 'P' }, versatile: [], traits: [] },
  { kind: 'weapon', slug: 'war-flail', name: { ja: 'ウォー・フレイル', en: 'War Flail' }, level: 0, priceCp: 200, rarity: 'common', category: 'martial', attack: 'melee', thrown: false, damage: { dice: 1, die: 'd10', type: 'B' }, versatile: [], traits: [] },
  { kind: 'weapon', slug: 'warhammer', name: { ja: 'ウォーハンマー', en: 'Warhammer' }, level: 0, priceCp: 100, rarity: 'common', category: 'martial', attack: 'melee', thrown: false, damage: { dice: 1, die: 'd8', type: 'B' }, versatile: [], traits: [] },
  { kind: 'weapon', slug: 'whip', name: { ja: 'ウィップ', en: 'Whip' }, level: 0, priceCp: 10, rarity: 'common', category: 'martial', attack: 'melee', thrown: false, damage: { dice: 1, die: 'd4', type: 'S' }, versatile: [], traits: [] },
  { kind: 'weapon', slug: 'dogslicer', name: { ja: 'ドッグスライサー', en: 'Dogslicer' }, level: 0, priceCp: 10, rarity: 'uncommon', category: 'martial', attack: 'melee', thrown: false, damage: { dice: 1, die: 'd6', type: 'S' }, versatile: [], traits: [] },
  { kind: 'weapon', slug: 'elven-curve-blade', name: { ja: 'エルヴン・カーヴ・ブレード', en: 'Elven Curve Blade' }, level: 0, priceCp: 400, rarity: 'uncommon', category: 'martial', attack: 'melee', thrown: false, damage: { dice: 1, die: 'd8', type: 'S' }, versatile: [], traits: [] },
  { kind: 'weapon', slug: 'filchers-fork', name: { ja: 'フィルチャーズ・フォーク', en: 'Filcher\'s Fork' }, level: 0, priceCp: 100, rarity: 'uncommon', category: 'martial', attack: 'melee', thrown: true, damage: { dice: 1, die: 'd4', type: 'P' }, versatile: [], traits: [] },
  { kind: 'weapon', slug: 'gnome-hooked-hammer', name: { ja: 'ノーム・フックト・ハンマー', en: 'Gnome Hooked Hammer' }, level: 0, priceCp: 200, rarity: 'uncommon', category: 'martial', attack: 'melee', thrown: false, damage: { dice: 1, die: 'd6', type: 'B' }, versatile: ['P'], traits: [] },
  { kind: 'weapon', slug: 'horsechopper', name: { ja: 'ホースチョッパー', en: 'Horsechopper' }, level: 0, priceCp: 90, rarity: 'uncommon', category: 'martial', attack: 'melee', thrown: false, damage: { dice: 1, die: 'd8', type: 'S' }, versatile: ['P'], traits: [] },
  { kind: 'weapon', slug: 'kama', name: { ja: 'カマ', en: 'Kama' }, level: 0, priceCp: 100, rarity: 'uncommon', category: 'martial', attack: 'melee', thrown: false, damage: { dice: 1, die: 'd6', type: 'S' }, versatile: [], traits: ['monk'] },
  { kind: 'weapon', slug: 'katana', name: { ja: 'カタナ', en: 'Katana' }, level: 0, priceCp: 200, rarity: 'uncommon', category: 'martial', attack: 'melee', thrown: false, damage: { dice: 1, die: 'd6', type: 'S' }, versatile: ['P'], traits: [] },
  // Traits from the newer Foundry record (no monk); AoN's merged row lists monk.
  { kind: 'weapon', slug: 'khakkhara', name: { ja: 'カッカラ', en: 'Khakkhara' }, level: 0, priceCp: 200, rarity: 'uncommon', category: 'martial', attack: 'melee', thrown: false, damage: { dice: 1, die: 'd6', type: 'B' }, versatile: ['P'], traits: [] },
  { kind: 'weapon', slug: 'kukri', name: { ja: 'ククリ', en: 'Kukri' }, level: 0, priceCp: 60, rarity: 'uncommon', category: 'martial', attack: 'melee', thrown: false, damage: { dice: 1, die: 'd6', type: 'S' }, versatile: [], traits: [] },
  { kind: 'weapon', slug: 'nunchaku', name: { ja: 'ヌンチャク', en: 'Nunchaku' }, level: 0, priceCp: 20, rarity: 'uncommon', category: 'martial', attack: 'melee', thrown: false, damage: { dice: 1, die: 'd6', type: 'B' }, versatile: [], traits: ['monk'] },
  { kind: 'weapon', slug: 'orc-knuckle-dagger', name: { ja: 'オーク・ナックル・ダガー', en: 'Orc Knuckle Dagger' }, level: 0, priceCp: 70, rarity: 'uncommon', category: 'martial', attack: 'melee', thrown: false, damage: { dice: 1, die: 'd6', type: 'P' }, versatile: [], traits: [] },
  { kind: 'weapon', slug: 'sai', name: { ja: 'サイ', en: 'Sai' }, level: 0, priceCp: 60, rarity: 'uncommon', category: 'martial', attack: 'melee', thrown: false, damage: { dice: 1, die: 'd4', type: 'P' }, versatile: ['B'], traits: ['monk'] },
  { kind: 'weapon', slug: 'spiked-chain', name: { ja: 'スパイクト・チェイン', en: 'Spiked Chain' }, level: 0, priceCp: 300, rarity: 'uncommon', category: 'martial', attack: 'melee', thrown: false, damage: { dice: 1, die: 'd8', type: 'S' }, versatile: [], traits: [] },
  { kind: 'weapon', slug: 'temple-sword', name: { ja: 'テンプル・ソード', en: 'Temple Sword' }, level: 0, priceCp: 200, rarity: 'uncommon', category: 'martial', attack: 'melee', thrown: false, damage: { dice: 1, die: 'd8', type: 'S' }, versatile: [], traits: ['monk'] },
  { kind: 'weapon', slug: 'wakizashi', name: { ja: 'ワキザシ', en: 'Wakizashi' }, level: 0, priceCp: 100, rarity: 'uncommon', category: 'martial', attack: 'melee', thrown: false, damage: { dice: 1, die: 'd4', type: 'S' }, versatile: ['P'], traits: [] },
  { kind: 'weapon', slug: 'arbalest', name: { ja: 'アーバレスト', en: 'Arbalest' }, level: 0, priceCp: 800, rarity: 'common', category: 'martial', attack: 'ranged', thrown: false, damage: { dice: 1, die: 'd10', type: 'P' }, versatile: [], traits: [] },
  { kind: 'weapon', slug: 'bola', name: { ja: 'ボーラ', en: 'Bola' }, level: 0, priceCp: 50, rarity: 'common', category: 'martial', attack: 'ranged', thrown: true, damage: { dice: 1, die: 'd6', type: 'B' }, versatile: [], traits: [] },
  { kind: 'weapon', slug: 'composite-longbow', name: { ja: 'コンポジット・ロングボウ', en: 'Composite Longbow' }, level: 1, priceCp: 2000, rarity: 'common', category: 'martial', attack: 'ranged', thrown: false, damage: { dice: 1, die: 'd8', type: 'P' }, versatile: [], traits: [] },
  // Level 1 per AoN/Player Core; both stored Foundry records say 0.
  { kind: 'weapon', slug: 'composite-shortbow', name: { ja: 'コンポジット・ショートボウ', en: 'Composite Shortbow' }, level: 1, priceCp: 1400, rarity: 'common', category: 'martial', attack: 'ranged', thrown: false, damage: { dice: 1, die: 'd6', type: 'P' }, versatile: [], traits: [] },
  { kind: 'weapon', slug: 'longbow', name: { ja: 'ロングボウ', en: 'Longbow' }, level: 0, priceCp: 600, rarity: 'common', category: 'martial', attack: 'ranged', thrown: false, damage: { dice: 1, die: 'd8', type: 'P' }, versatile: [], traits: [] },
  { kind: 'weapon', slug: 'shortbow', name: { ja: 'ショートボウ', en: 'Shortbow' }, level: 0, priceCp: 300, rarity: 'common', category: 'martial', attack: 'ranged', thrown: false, damage: { dice: 1, die: 'd6', type: 'P' }, versatile: [], traits: [] },
  { kind: 'weapon', slug: 'halfling-sling-staff', name: { ja: 'ハーフリング・スリング・スタッフ', en: 'Halfling Sling Staff' }, level: 0, priceCp: 500, rarity: 'uncommon', category: 'martial', attack: 'ranged', thrown: false, damage: { dice: 1, die: 'd10', type: 'B' }, versatile: [], traits: [] },
  { kind: 'weapon', slug: 'shuriken', name: { ja: 'シュリケン', en: 'Shuriken' }, level: 0, priceCp: 1, rarity: 'uncommon', category: 'martial', attack: 'ranged', thrown: true, damage: { dice: 1, die: 'd4', type: 'P' }, versatile: [], traits: ['monk'] },
  { kind: 'weapon', slug: 'dwarven-waraxe', name: { ja: 'ドワーヴン・ウォーアックス', en: 'Dwarven Waraxe' }, level: 0, priceCp: 300, rarity: 'uncommon', category: 'advanced', attack: 'melee', thrown: false, damage: { dice: 1, die: 'd8', type: 'S' }, versatile: [], traits: [] },
  { kind: 'weapon', slug: 'gnome-flickmace', name: { ja: 'ノーム・フリックメイス', en: 'Gnome Flickmace' }, level: 0, priceCp: 300, rarity: 'uncommon', category: 'advanced', attack: 'melee', thrown: false, damage: { dice: 1, die: 'd6', type: 'B' }, versatile: [], traits: [] },
  { kind: 'weapon', slug: 'orc-necksplitter', name: { ja: 'オーク・ネックスプリッター', en: 'Orc Necksplitter' }, level: 0, priceCp: 200, rarity: 'uncommon', category: 'advanced', attack: 'melee', thrown: false, damage: { dice: 1, die: 'd8', type: 'S' }, versatile: [], traits: [] },
  { kind: 'weapon', slug: 'sawtooth-saber', name: { ja: 'ソートゥース・サーベル', en: 'Sawtooth Saber' }, level: 0, priceCp: 500, rarity: 'uncommon', category: 'advanced', attack: 'melee', thrown: false, damage: { dice: 1, die: 'd6', type: 'S' }, versatile: [], traits: [] },
  // ja name from the seed
  { kind: 'armor', slug: 'explorers-clothing', name: { ja: '探検家の服', en: 'Explorer\'s Clothing' }, level: 0, priceCp: 10, rarity: 'common', category: 'unarmored', metal: false, traits: [] },
  { kind: 'armor', slug: 'padded-armor', name: { ja: 'パデッド・アーマー', en: 'Padded Armor' }, level: 0, priceCp: 20, rarity: 'common', category: 'light', metal: false, traits: [] },
  { kind: 'armor', slug: 'leather-armor', name: { ja: 'レザー・アーマー', en: 'Leather Armor' }, level: 0, priceCp: 200, rarity: 'common', category: 'light', metal: false, traits: [] },
  { kind: 'armor', slug: 'studded-leather-armor', name: { ja: 'スタデッド・レザー・アーマー', en: 'Studded Leather Armor' }, level: 0, priceCp: 300, rarity: 'common', category: 'light', metal: false, traits: [] },
  { kind: 'armor', slug: 'chain-shirt', name: { ja: 'チェイン・シャツ', en: 'Chain Shirt' }, level: 0, priceCp: 500, rarity: 'common', category: 'light', metal: true, traits: [] },
  { kind: 'armor', slug: 'hide-armor', name: { ja: 'ハイド・アーマー', en: 'Hide Armor' }, level: 0, priceCp: 200, rarity: 'common', category: 'medium', metal: false, traits: [] },
  { kind: 'armor', slug: 'scale-mail', name: { ja: 'スケイル・メイル', en: 'Scale Mail' }, level: 0, priceCp: 400, rarity: 'common', category: 'medium', metal: true, traits: [] },
  // ja name from the seed
  { kind: 'armor', slug: 'chain-mail', name: { ja: 'チェイン・メイル', en: 'Chain Mail' }, level: 0, priceCp: 600, rarity: 'common', category: 'medium', metal: true, traits: [] },
  { kind: 'armor', slug: 'breastplate', name: { ja: 'ブレストプレート', en: 'Breastplate' }, level: 0, priceCp: 800, rarity: 'common', category: 'medium', metal: true, traits: [] },
  { kind: 'armor', slug: 'splint-mail', name: { ja: 'スプリント・メイル', en: 'Splint Mail' }, level: 1, priceCp: 1300, rarity: 'common', category: 'heavy', metal: true, traits: [] },
  { kind: 'armor', slug: 'half-plate', name: { ja: 'ハーフ・プレート', en: 'Half Plate' }, level: 1, priceCp: 1800, rarity: 'common', category: 'heavy', metal: true, traits: [] },
  { kind: 'armor', slug: 'full-plate', name: { ja: 'フル・プレート', en: 'Full Plate' }, level: 2, priceCp: 3000, rarity: 'common', category: 'heavy', metal: true, traits: [] },
  { kind: 'shield', slug: 'buckler', name: { ja: 'バックラー', en: 'Buckler' }, level: 0, priceCp: 100, rarity: 'common', hardness: 3, hp: 6, bt: 3, traits: [] },
  { kind: 'shield', slug: 'wooden-shield', name: { ja: '木製シールド', en: 'Wooden Shield' }, level: 0, priceCp: 100, rarity: 'common', hardness: 3, hp: 12, bt: 6, traits: [] },
  { kind: 'shield', slug: 'steel-shield', name: { ja: '鋼鉄製シールド', en: 'Steel Shield' }, level: 0, priceCp: 200, rarity: 'common', hardness: 5, hp: 20, bt: 10, traits: [] },
  { kind: 'shield', slug: 'tower-shield', name: { ja: 'タワー・シールド', en: 'Tower Shield' }, level: 0, priceCp: 1000, rarity: 'common', hardness: 5, hp: 20, bt: 10, traits: [] },
  // Sturdy shields: specific magic items (GM Core p. 235). Their traits (base-item-details.ts): magical, per Foundry; the AoN table row shows none.
  { kind: 'shield', slug: 'sturdy-shield-minor', name: { ja: 'マイナー・スタディ・シールド', en: 'Minor Sturdy Shield' }, level: 4, priceCp: 10000, rarity: 'common', hardness: 8, hp: 64, bt: 32, traits: [], specific: true },
  { kind: 'shield', slug: 'sturdy-shield-lesser', name: { ja: 'レッサー・スタディ・シールド', en: 'Lesser Sturdy Shield' }, level: 7, priceCp: 36000, rarity: 'common', hardness: 10, hp: 80, bt: 40, traits: [], specific: true },
  { kind: 'shield', slug: 'sturdy-shield-moderate', name: { ja: 'モデレート・スタディ・シールド', en: 'Moderate Sturdy Shield' }, level: 10, priceCp: 100000, rarity: 'common', hardness: 13, hp: 104, bt: 52, traits: [], specific: true },
  { kind: 'shield', slug: 'sturdy-shield-greater', name: { ja: 'グレーター・スタディ・シールド', en: 'Greater Sturdy Shield' }, level: 13, priceCp: 300000, rarity: 'common', hardness: 15, hp: 120, bt: 60, traits: [], specific: true },
  { kind: 'shield', slug: 'sturdy-shield-major', name: { ja: 'メジャー・スタディ・シールド', en: 'Major Sturdy Shield' }, level: 16, priceCp: 1000000, rarity: 'common', hardness: 17, hp: 136, bt: 68, traits: [], specific: true },
  { kind: 'shield', slug: 'sturdy-shield-supreme', name: { ja: 'シュプリーム・スタディ・シールド', en: 'Supreme Sturdy Shield' }, level: 19, priceCp: 4000000, rarity: 'common', hardness: 20, hp: 160, bt: 80, traits: [], specific: true },
] as const satisfies readonly BaseItemCore[];

/** Every base item slug of the data (a usage line that names base items is checked against it). */
export type BaseItemSlug = (typeof BASE_ITEM_DATA)[number]['slug'];
type BaseItemRecord = (typeof BASE_ITEM_DATA)[number];
/** The slugs of one kind of base item (base-item-details.ts keys each kind's details by them). */
export type WeaponSlug = Extract<BaseItemRecord, { kind: 'weapon' }>['slug'];
export type ArmorSlug = Extract<BaseItemRecord, { kind: 'armor' }>['slug'];
export type ShieldSlug = Extract<BaseItemRecord, { kind: 'shield' }>['slug'];
