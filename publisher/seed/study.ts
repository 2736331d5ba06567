// Online study's demo (issue 45): three courses by 青岚日报's newsroom, their video and audio lessons playing the
// media area's demo films and recordings (their real lengths), their article lessons plain, allow-listed HTML.
import { courses, lessons, studyRules, type LessonKind } from '../db/schema/index.ts';
import { demoMedia } from './demo-media.ts';
import { DEFAULT_STUDY_RULES, RULES_ROW } from '../app-if/study/rules.ts';
import { ID_RANGES, type AreaSeeder } from './areas.ts';
import { demoPhotoRefs } from './demo-pictures.ts';

const DAY = 86_400_000;

const html = (...parts: string[]) => parts.join('');
const p = (text: string) => `<p>${text}</p>`;

type DemoLesson = { title: string; kind: LessonKind; content: string; readSeconds?: number };

const COURSES: { title: string; abstract: string; content: string; lessons: DemoLesson[] }[] = [
  {
    title: '乡村振兴的青岚实践',
    abstract: '从北坡村到柳塘乡，看青岚的村庄怎样换了新颜。',
    content: html(
      p('本课程由青岚日报农村部记者主讲，结合两年来的蹲点采访，讲述青岚乡村振兴中的产业、人才与治理。'),
      p('共四课，学完全部课时可获得结业证书。'),
    ),
    lessons: [
      { title: '第一课 北坡村的三年', kind: 'video', content: p('航拍镜头下的北坡村新貌。') },
      {
        title: '第二课 读懂乡村振兴的“三块地”',
        kind: 'article',
        readSeconds: 240,
        content: html(
          '<h3>承包地、宅基地、集体经营性建设用地</h3>',
          p(
            '乡村振兴离不开土地。承包地关系农民的饭碗，宅基地关系农民的住房，集体经营性建设用地关系村集体的收入。',
          ),
          '<ul><li>承包地：稳定承包关系，鼓励依法流转。</li><li>宅基地：一户一宅，盘活闲置农房。</li><li>集体经营性建设用地：入市收益由村民共享。</li></ul>',
          p('<strong>记者手记：</strong>在柳塘乡，闲置农房改成的民宿让村集体一年多收入二十多万元。'),
        ),
      },
      { title: '第三课 村支书说“头雁”', kind: 'audio', content: p('柳塘乡一位老支书讲带头人的故事。') },
      {
        title: '第四课 从“输血”到“造血”',
        kind: 'article',
        readSeconds: 180,
        content: html(
          p('帮扶资金用完了怎么办？云栖县的办法是把资金变成村里的茶园和加工厂，让村民既拿租金又拿工资。'),
          '<blockquote>“钱要花在能生钱的地方。”——云栖县一位驻村干部</blockquote>',
          p('课后思考：你所在的村或社区，有哪些资源还在“睡大觉”？'),
        ),
      },
    ],
  },
  {
    title: '新闻写作入门：从采访到成稿',
    abstract: '跟着青岚日报的编辑，写好你的第一篇新闻稿。',
    content: html(
      p('面向通讯员、小记者和爱写作的读者。五课讲清新闻要素、采访提问、导语写法和常见错误。'),
      p('学完可到“我要投稿”一试身手。'),
    ),
    lessons: [
      {
        title: '第一课 什么是新闻',
        kind: 'article',
        readSeconds: 150,
        content: html(
          p('新闻是新近发生的、读者关心的事实。写之前先问自己五个问题：何时、何地、何人、何事、为何。'),
          '<ol><li>真实：每一个细节都经得起核对。</li><li>新鲜：今天的事今天写。</li><li>重要：与读者的生活相关。</li></ol>',
        ),
      },
      { title: '第二课 采访现场', kind: 'video', content: p('摄影记者的一天：镜头背后的采访。') },
      { title: '第三课 提问的艺术', kind: 'audio', content: p('编辑部的老记者谈怎样问出好问题。') },
      {
        title: '第四课 导语怎么写',
        kind: 'article',
        readSeconds: 200,
        content: html(
          p('导语是新闻的第一段，要用一两句话交代最重要的事实。'),
          '<h3>一个例子</h3>',
          p('<em>改前：</em>昨天上午，天气晴朗，白沙镇举行了一场活动……'),
          p('<em>改后：</em>白沙镇 300 名志愿者昨天在青岚湖畔种下 2000 棵水杉。'),
        ),
      },
      { title: '第五课 编辑部的一天', kind: 'video', content: p('从选题会到付印，一张报纸是怎样出炉的。') },
    ],
  },
  {
    title: '守好钱袋子：防范电信网络诈骗',
    abstract: '三种最常见的骗局，三分钟一课。',
    content: html(p('青岚市公安局反诈中心与本报联合推出。学完三课，认清刷单、冒充客服和虚假投资三类骗局。')),
    lessons: [
      { title: '第一课 “刷单返利”是陷阱', kind: 'video', content: p('反诈民警现场讲解真实案例。') },
      {
        title: '第二课 接到“客服”电话怎么办',
        kind: 'audio',
        content: p('一段还原的诈骗电话录音与民警点评。'),
      },
      {
        title: '第三课 记住这几条',
        kind: 'article',
        readSeconds: 120,
        content: html(
          '<ul><li>不点陌生链接，不下载陌生软件。</li><li>不向陌生账户转账。</li><li>凡是要求共享屏幕的“客服”，一律挂断。</li></ul>',
          p('拿不准时，拨打 96110 反诈专线咨询。'),
        ),
      },
    ],
  },
];

export const seedArea: AreaSeeder = async (tx, { now }) => {
  const { films, recordings } = await demoMedia(tx);
  const covers = await demoPhotoRefs(tx, COURSES.length);
  let lessonId = ID_RANGES.study.lessonId.first;
  let film = 0;
  let recording = 0;
  const courseRows = COURSES.map((c, i) => ({
    courseId: ID_RANGES.study.courseId.first + i,
    title: c.title,
    abstract: c.abstract,
    content: c.content,
    coverRef: covers[i] ?? null,
    publishedAt: now - (i + 1) * DAY,
  }));
  const lessonRows = COURSES.flatMap((c, i) =>
    c.lessons.map((l, n) => {
      // each video and audio lesson plays the next demo film or recording, and lasts as long as it does
      const media =
        l.kind === 'video'
          ? films[film++ % Math.max(films.length, 1)]
          : l.kind === 'audio'
            ? recordings[recording++ % Math.max(recordings.length, 1)]
            : undefined;
      return {
        lessonId: lessonId++,
        courseId: courseRows[i]!.courseId,
        orderId: n + 1,
        title: l.title,
        kind: l.kind,
        mediaUrl: media?.url ?? '',
        content: l.content,
        duration: l.readSeconds ?? media?.duration ?? 60,
      };
    }),
  );
  if (lessonId - 1 > ID_RANGES.study.lessonId.last) throw new Error('study ids past their block');
  await tx.insert(courses).values(courseRows);
  await tx.insert(lessons).values(lessonRows);
  await tx.insert(studyRules).values({ siteId: RULES_ROW, ...DEFAULT_STUDY_RULES, updatedAt: now });
};
