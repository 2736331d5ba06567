import { defineMessages } from '../define';

// Leader pages: the leaders (LeaderViewList) and one leader with the reports of their activities (figureDetail).
export const leader = defineMessages('leader', {
  zh: {
    'leader.listTitle': '领导之窗',
    'leader.noLeaders': '暂无领导信息',
    'leader.reports': '活动报道',
    'leader.noReports': '暂无活动报道',
  },
  en: {
    'leader.listTitle': 'Leaders',
    'leader.noLeaders': 'No leaders listed yet',
    'leader.reports': 'Activities and reports',
    'leader.noReports': 'No reports yet',
  },
  de: {
    'leader.listTitle': 'Führungspersonen',
    'leader.noLeaders': 'Noch keine Führungspersonen eingetragen',
    'leader.reports': 'Termine und Berichte',
    'leader.noReports': 'Noch keine Berichte',
  },
  fr: {
    'leader.listTitle': 'Dirigeants',
    'leader.noLeaders': 'Aucun dirigeant pour le moment',
    'leader.reports': 'Activités et reportages',
    'leader.noReports': 'Aucun reportage pour le moment',
  },
  bo: {
    'leader.listTitle': 'འགོ་ཁྲིད།',
    'leader.noLeaders': 'ད་ལྟ་འགོ་ཁྲིད་ཀྱི་ཆ་འཕྲིན་མེད།',
    'leader.reports': 'ལས་དོན་གྱི་གསར་འགྱུར།',
    'leader.noReports': 'ད་ལྟ་གསར་འགྱུར་མེད།',
  },
});
