// A course's page data, read and shaped on the server: the same for every visitor (cacheable); the member's progress
// is asked for in the browser.
import { publisherForServer } from '~/api/server';
import { pictureUrl } from '~/features/lists/pictureUrl';
import type { CourseView } from './courseView';

/** The article body's allow-list sanitiser, handed in by the route (areas do not import each other). */
export type Sanitize = (html: string) => string;

/** null: no such course. Throws the client's PublisherError when the publisher fails. */
export async function loadCourse(id: number, sanitize: Sanitize): Promise<CourseView | null> {
  const course = await publisherForServer().study.course(id);
  if (!course) return null;
  const cover = pictureUrl(course.cover?.url);
  return {
    id: course.id,
    title: course.title,
    summary: course.summary,
    ...(cover && course.cover ? { cover: { ...course.cover, url: cover } } : {}),
    bodyHtml: sanitize(course.html),
    duration: course.duration,
    lessonPoints: course.lessonPoints,
    coursePoints: course.coursePoints,
    lessons: course.lessons.map((l) => ({
      id: l.id,
      title: l.title,
      kind: l.kind,
      duration: l.duration,
      points: l.points,
      ...(l.media ? { media: l.media } : {}),
      html: l.kind === 'article' ? sanitize(l.html) : '',
    })),
  };
}
