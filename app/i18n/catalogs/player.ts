import { defineMessages } from '../define';

// The shared video player (app/features/ui/videoPlayer): sent by every page that shows one.
export const player = defineMessages('player', {
  zh: {
    'player.play': '播放视频',
    'player.loading': '视频加载中…',
    'player.noAddress': '该视频暂无播放地址',
    'player.secured': '该视频受版权保护，请在客户端内观看',
    'player.failed': '视频无法播放，请稍后重试',
    'player.retry': '重新播放',
  },
  en: {
    'player.play': 'Play video',
    'player.loading': 'Loading the video…',
    'player.noAddress': 'This video has no address to play from',
    'player.secured': 'This video is protected: watch it in the app',
    'player.failed': 'The video cannot be played; please try again later',
    'player.retry': 'Play again',
  },
  de: {
    'player.play': 'Video abspielen',
    'player.loading': 'Video wird geladen…',
    'player.noAddress': 'Für dieses Video gibt es keine Adresse',
    'player.secured': 'Dieses Video ist geschützt: Sehen Sie es in der App',
    'player.failed': 'Das Video kann nicht abgespielt werden; bitte später erneut versuchen',
    'player.retry': 'Erneut abspielen',
  },
  fr: {
    'player.play': 'Lire la vidéo',
    'player.loading': 'Chargement de la vidéo…',
    'player.noAddress': 'Cette vidéo n’a pas d’adresse de lecture',
    'player.secured': 'Cette vidéo est protégée : regardez-la dans l’application',
    'player.failed': 'La vidéo ne peut pas être lue ; réessayez plus tard',
    'player.retry': 'Relancer',
  },
  bo: {
    'player.play': 'བརྙན་ཟློས་གཏོང་།',
    'player.loading': 'བརྙན་ཟློས་ཕབ་ལེན་བྱེད་བཞིན་པ།',
    'player.noAddress': 'བརྙན་ཟློས་འདིར་གཏོང་ས་མེད།',
    'player.secured': 'བརྙན་ཟློས་འདི་སྲུང་སྐྱོབ་བྱས་ཡོད། མཉེན་ཆས་ནང་ལྟོས།',
    'player.failed': 'བརྙན་ཟློས་གཏོང་མ་ཐུབ། རྗེས་སུ་ཡང་བསྐྱར་ཚོད་ལྟ་གྱིས།',
    'player.retry': 'ཡང་བསྐྱར་གཏོང་།',
  },
});
