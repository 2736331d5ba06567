import { preloadedLazy } from '~/features/ui/island/preloadedLazy';

/** A special topic's sections as an island (loadSpecialTopic preloads it for the server render). */
export const topicSections = preloadedLazy(() => import('./TopicSections'));
