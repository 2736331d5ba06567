import { defineMessages } from '../define';

// Reporter pages: the reporter card (spec §2), their articles and dynamics (记者动态).
export const reporter = defineMessages('reporter', {
  zh: {
    'reporter.posts': '发稿 {count}',
    'reporter.allArticles': '全部文章',
    'reporter.dynamics': '记者动态',
    'reporter.noArticles': '这位记者还没有发表文章',
    'reporter.noDynamics': '还没有动态',
    'reporter.dynamicTitle': '记者动态',
    'reporter.card': '记者名片',
  },
  en: {
    'reporter.posts': '{count} stories',
    'reporter.allArticles': 'All articles',
    'reporter.dynamics': 'Reporter updates',
    'reporter.noArticles': 'This reporter has no articles yet',
    'reporter.noDynamics': 'No updates yet',
    'reporter.dynamicTitle': 'Reporter update',
    'reporter.card': 'Reporter card',
  },
  de: {
    'reporter.posts': '{count} Beiträge',
    'reporter.allArticles': 'Alle Artikel',
    'reporter.dynamics': 'Neues vom Reporter',
    'reporter.noArticles': 'Dieser Reporter hat noch keine Artikel',
    'reporter.noDynamics': 'Noch keine Neuigkeiten',
    'reporter.dynamicTitle': 'Neuigkeit',
    'reporter.card': 'Reporterkarte',
  },
  fr: {
    'reporter.posts': '{count} articles',
    'reporter.allArticles': 'Tous les articles',
    'reporter.dynamics': 'Actualités du reporter',
    'reporter.noArticles': "Ce reporter n'a pas encore d'articles",
    'reporter.noDynamics': "Pas encore d'actualités",
    'reporter.dynamicTitle': 'Actualité',
    'reporter.card': 'Carte du reporter',
  },
  bo: {
    'reporter.posts': 'རྩོམ་ཡིག་ {count}',
    'reporter.allArticles': 'རྩོམ་ཡིག་ཚང་མ།',
    'reporter.dynamics': 'གསར་འགོད་པའི་གསར་འགྱུར།',
    'reporter.noArticles': 'གསར་འགོད་པ་འདིར་ད་དུང་རྩོམ་ཡིག་མེད།',
    'reporter.noDynamics': 'ད་དུང་གསར་འགྱུར་མེད།',
    'reporter.dynamicTitle': 'གསར་འགོད་པའི་གསར་འགྱུར།',
    'reporter.card': 'གསར་འགོད་པའི་མིང་བྱང་།',
  },
});
