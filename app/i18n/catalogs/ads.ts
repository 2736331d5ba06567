import { defineMessages } from '../define';

// Ads (docs/ads.md): the label every ad carries, its new window, and the start page (开屏).
export const ads = defineMessages('ads', {
  zh: {
    'ads.label': '广告',
    'ads.newWindow': '（在新窗口打开）',
    'ads.startPage': '开屏广告',
    'ads.skip': '跳过 {seconds}',
  },
  en: {
    'ads.label': 'Ad',
    'ads.newWindow': '(opens in a new window)',
    'ads.startPage': 'Start page advertisement',
    'ads.skip': 'Skip {seconds}',
  },
  de: {
    'ads.label': 'Anzeige',
    'ads.newWindow': '(öffnet in einem neuen Fenster)',
    'ads.startPage': 'Startseiten-Anzeige',
    'ads.skip': 'Überspringen {seconds}',
  },
  fr: {
    'ads.label': 'Publicité',
    'ads.newWindow': '(s’ouvre dans une nouvelle fenêtre)',
    'ads.startPage': 'Publicité d’ouverture',
    'ads.skip': 'Passer {seconds}',
  },
  bo: {
    'ads.label': 'ཁྱབ་བསྒྲགས།',
    'ads.newWindow': '（སྒེའུ་ཁུང་གསར་པ་ནང་ཁ་ཕྱེ།）',
    'ads.startPage': 'འགོ་འཛུགས་ཁྱབ་བསྒྲགས།',
    'ads.skip': 'མཆོངས། {seconds}',
  },
});
