import type { UiKey } from './en';

/** 日本語のUI文字列。キーは en.ts と同じでなければならない（型とテストで確認する）。 */
export const ja: Record<UiKey, string> = {
  'site.name': 'PF2e ルーン',
  'site.tagline': 'パスファインダー第2版（リマスター）のルールのうち、ルーンを日英対訳で',
  'site.description':
    'パスファインダー第2版のルーン（GM Core 224～225ページ）を日本語と英語で引けるリファレンス。ルール、全グレードのルーン、名前・レベル・市価・転送の計算ツール。',

  'nav.label': 'メイン',
  'nav.home': 'ホーム',
  'nav.rules': 'ルール',
  'nav.runes': 'ルーン',
  'nav.tools': 'ツール',
  'nav.glossary': '用語集',
  'nav.about': 'このサイトについて',

  'skip.main': '本文へ移動',

  'lang.label': '言語',
  'lang.switch': 'This page in English',
  'lang.ja': '日本語',
  'lang.en': 'English',

  'search.label': '検索',
  'search.placeholder': 'ルーンやルールを検索',
  'search.submit': '検索',
  'search.loading': '検索を準備しています…',
  'search.none': '「{query}」に一致するページはない。',
  'search.count': '「{query}」の検索結果 {count}件',
  'search.error': '検索を読み込めなかった。ルーン一覧から探してほしい。',
  'search.noscript': '検索にはJavaScriptが必要である。ルーン一覧と用語集にはすべての項目が載っている。',

  'footer.unofficial':
    '非公式のファン・リファレンスである。Paizo Inc.による出版・承認・推奨を受けたものではない。',
  'footer.license':
    'ルールはPathfinder GM CoreとPlayer Core（Paizo Inc.）に基づき、ORCライセンスで利用している。文章はすべてこのサイトのために書き下ろしたものである。',
  'footer.source': '出典',
  'footer.pageRef': 'GM Core {page}ページ',

  'home.title': 'パスファインダー第2版のルーン',
  'home.lead':
    'ルーンについてのすべてを一か所に。各ルーンの効果、ルーンが彫刻されたアイテムの名前・市価・レベルの出し方、ルーンの彫刻・改良・転送の方法を、卓上でも読み物としても使えるようにまとめた。',
  'home.rules': 'ルーンのルールを章ごとに読む',
  'home.runes': 'GM Coreの全グレードのルーンを見る',
  'home.tools': '名前・レベル・市価・転送費用を計算する',
  'home.glossary': '日本語と英語の用語を引く',

  'landing.title': 'PF2e ルーン：ルーンのルールを日本語と英語で',
  'landing.lead': '言語を選んでほしい。',

  'tools.title': 'ツール',
  'tools.lead': 'ルーンにまつわる計算を卓上で片付けるためのツール。',
  'tools.item': 'アイテム名ビルダー',
  'tools.itemLead': '基本アイテムとルーンを選ぶと、日英の名前、レベル、市価、効果がわかる。',
  'tools.level': 'レベル・市価計算機',
  'tools.levelLead': 'アイテム・レベルと市価、そしてルーンの改良にかかる費用。',
  'tools.transfer': 'ルーン転送の見積もり',
  'tools.transferLead': 'ルーンの転送や入れ替えにかかるDC、費用、日数。',

  'notFound.title': 'ページが見つからない',
  'notFound.lead': 'このページは存在しない。ルーン一覧か検索を使ってほしい。',
};
