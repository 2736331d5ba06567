// 我的课程 on the member's page: the courses they studied, most recent first, each with how far they are.
import { useMemberRead } from '~/features/ui/member/useMemberRead';
import { useI18n } from '~/i18n/context';
import { courseHref } from '~/lib/coursePaths';
import { MyList } from './MyList';

export function MyCourses() {
  const { t } = useI18n();
  const read = useMemberRead('study', async (api) =>
    (await api.myCourses(0)).map((course) => ({
      key: course.id,
      title: course.title,
      to: courseHref(course.id),
      state: course.completed
        ? t('account.me.courseDone')
        : t('account.me.courseProgress', { done: course.doneLessons, total: course.lessonCount }),
    })),
  );
  return (
    <MyList
      id="my-courses"
      heading={t('account.me.courses')}
      empty={t('account.me.coursesEmpty')}
      read={read}
    />
  );
}
