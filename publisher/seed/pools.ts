/**
 * Hand-written sentence pools for the fictional city of 青岚 (Qinglan) and its paper, 青岚日报.
 * Every place, person and event here is invented for this project.
 */
export const SITE = {
  siteName: '青岚日报',
  appName: '掌上青岚',
  city: '青岚市',
  englishName: 'Qinglan Daily',
};

export const PLACES = [
  '溪口区',
  '望湖区',
  '云栖县',
  '石门县',
  '白沙镇',
  '柳塘乡',
  '青岚高新区',
  '东湖街道',
  '北坡村',
  '青岚港',
];

export const REPORTER_NAMES = [
  '林晓舟',
  '周雨桐',
  '陈立言',
  '许清和',
  '何一鸣',
  '苏念安',
  '杜振华',
  '韩露',
  '程远',
  '叶青禾',
  '赵子衡',
  '方可心',
];
export const EDITOR_NAMES = ['王书岚', '李沐阳', '郑可为', '罗静姝', '孙启明', '钱望舒', '吴伯谦', '冯晓岚'];
export const REPORTER_DUTIES = [
  '青岚日报记者',
  '青岚日报首席记者',
  '融媒体中心编辑',
  '视频部摄像',
  '时政部记者',
  '区县新闻部记者',
];

export type Topic = 'local' | 'politics' | 'video' | 'special' | 'live' | 'activity' | 'gallery';

export const TITLES: Record<Topic, readonly string[]> = {
  local: [
    '{place}老旧小区改造全面启动 {n}户居民将受益',
    '{place}新增{n}个社区食堂 老人吃饭有了好去处',
    '青岚地铁2号线{place}段完成主体结构施工',
    '{place}启动夏季防汛演练 {n}名队员参加',
    '{place}首座“口袋公园”开放 居民家门口添绿地',
    '青岚市区{n}所中小学课后服务全覆盖',
    '{place}杨梅进入采摘季 果农忙着搭建直播间',
    '{place}菜市场完成改造 “逛菜场”成了新打卡点',
    '青岚港集装箱吞吐量同比增长{n}%',
    '{place}夜市重新开张 老味道回来了',
    '{place}卫生院引入远程会诊 村民看病少跑腿',
    '青岚湖湿地迎来首批越冬候鸟',
    '{place}公交线路优化调整 新开{n}条微循环线',
    '{place}图书馆延长开放时间至晚上十点',
  ],
  politics: [
    '青岚市政府常务会议研究部署{n}项民生实事',
    '市人大常委会调研{place}营商环境建设',
    '青岚出台支持中小企业发展{n}条措施',
    '市政协围绕“城乡融合发展”开展专题协商',
    '青岚市召开生态环境保护工作推进会',
    '{place}推进基层治理创新 “网格+”服务覆盖{n}个社区',
    '青岚市部署安全生产大检查工作',
    '市委理论学习中心组举行专题学习会',
    '青岚发布新一轮人才政策 最高给予{n}万元安家补贴',
    '市领导赴{place}调研乡村振兴工作',
  ],
  video: [
    '视频｜航拍{place}：云雾中的梯田',
    '视频｜一分钟看懂青岚新出台的医保政策',
    '视频｜{place}非遗竹编艺人的坚守',
    '视频｜凌晨四点的青岚港',
    '视频｜跟着记者去{place}赶早集',
    '视频｜青岚湖畔的骑行道正式贯通',
    '视频｜{place}消防站的一天',
    '视频｜老手艺人教你做青岚米糕',
  ],
  special: [
    '专题｜青岚这十年',
    '专题｜聚焦{place}乡村振兴',
    '专题｜2024青岚马拉松',
    '专题｜守护青岚湖',
    '专题｜青岚民生实事进行时',
  ],
  live: [
    '直播｜青岚市新闻发布会：{n}项便民措施解读',
    '直播｜{place}龙舟赛现场',
    '直播｜青岚湖国际半程马拉松',
    '直播｜走进{place}丰收节',
    '直播｜青岚高新区企业开放日',
  ],
  activity: [
    '“我家门口的好风景”摄影大赛开始征稿',
    '青岚日报小记者夏令营招募中',
    '“最美社区工作者”网络投票开启',
    '{place}读书月 邀你共读一本书',
    '青岚湖环湖健步走报名通道开启',
  ],
  gallery: [
    '组图｜{place}的春天',
    '组图｜青岚湖畔油菜花开',
    '组图｜{place}古街夜景',
    '组图｜青岚港的黎明',
    '组图｜雨后的{place}',
    '组图｜{place}农民丰收节现场',
  ],
};

export const SENTENCES: Record<Topic, readonly string[]> = {
  local: [
    '记者从{place}住建部门了解到，本次改造涉及雨污分流、外墙保温和加装电梯等内容。',
    '家住{place}的刘阿姨说，以前下雨天楼道里总是积水，现在出门方便多了。',
    '据介绍，项目总投资约{n}亿元，计划年底前全部完工。',
    '社区工作人员提前入户走访，收集了居民提出的{n}条意见建议。',
    '为方便老年人，现场还设置了咨询台和休息区。',
    '不少市民带着孩子前来参观，现场气氛热烈。',
    '相关负责人表示，下一步将继续做好后续管护工作，让好事办好、实事办实。',
    '目前，{place}已有{n}个村（社区）完成同类改造。',
    '清晨六点，菜农们已经把刚摘下的青菜摆上了摊位。',
    '该线路开通后，沿线居民到市中心的通勤时间将缩短约{n}分钟。',
    '据统计，今年上半年全市共接待游客{n}万人次，同比增长明显。',
    '一位在青岚生活了三十多年的老人感慨：“这几年变化太大了。”',
    '附近学校的学生也加入了志愿服务队伍。',
    '{place}有关部门提醒，近期降雨较多，市民出行请注意安全。',
  ],
  politics: [
    '会议强调，要坚持以人民为中心，把民生实事办到群众心坎上。',
    '会议听取了关于{place}重点项目推进情况的汇报。',
    '与会人员围绕优化营商环境、稳定就业等议题进行了深入讨论。',
    '会议要求，各部门要压实责任、细化举措，确保各项任务按期完成。',
    '调研组一行先后来到{place}企业服务中心和产业园区，详细了解情况。',
    '据悉，新政策将于下月起正式实施，涉及企业约{n}家。',
    '会议指出，要统筹发展和安全，守牢安全生产底线。',
    '市有关部门负责人列席会议。',
    '下一步，青岚将进一步完善配套政策，推动各项措施落地见效。',
    '会上，{n}个部门作了交流发言。',
  ],
  video: [
    '镜头下的{place}，晨雾缭绕，宛如一幅水墨画。',
    '这门手艺在当地已经传承了一百多年。',
    '记者跟随拍摄了整整一天，记录下最真实的工作场景。',
    '视频拍摄于本月初，全长约{n}分钟。',
    '从选料到成品，每一道工序都不能马虎。',
  ],
  special: [
    '本专题持续关注{place}的发展变化，记录普通人的奋斗故事。',
    '我们将分多个篇章，带您回顾这一年来的点点滴滴。',
    '欢迎读者通过客户端留言，分享您身边的故事。',
  ],
  live: [
    '直播将于今天上午十点开始，敬请关注。',
    '本场直播由青岚日报融媒体中心全程报道。',
    '发布会上，相关部门负责人回答了记者提问。',
    '现场观众热情高涨，加油声此起彼伏。',
  ],
  activity: [
    '活动面向全市读者开放，报名截止日期为本月底。',
    '参与者需通过客户端提交作品或报名信息。',
    '主办方将邀请专家进行评审，并为获奖者颁发证书和奖品。',
    '详细规则请见活动页面说明。',
  ],
  gallery: [
    '漫步{place}，处处是景。',
    '摄影爱好者早早架起相机，等待最佳光线。',
    '傍晚时分，灯光亮起，古街热闹起来。',
    '田野里一片金黄，农民脸上洋溢着笑容。',
  ],
};

export const IMAGE_CAPTIONS = [
  '改造后的小区焕然一新。',
  '市民在新开放的公园里散步。',
  '工作人员正在现场施工。',
  '{place}一角。',
  '活动现场。',
  '航拍青岚湖。',
  '清晨的青岚港。',
  '孩子们在图书馆里阅读。',
];

export const ENGLISH_TITLES = [
  'Qinglan opens its first lakeside cycling path',
  'Migratory birds return to Qinglan Lake wetland',
  'Night market in {place} reopens with local flavours',
  'Qinglan port handles record container volume',
  'A bamboo weaver keeps an old craft alive',
  'Qinglan Half Marathon draws runners from 20 countries',
  'New metro line section finished in {place}',
  'Community canteens serve older residents in {place}',
];

export const ENGLISH_SENTENCES = [
  'The project was completed ahead of schedule, local officials said.',
  'Residents of {place} welcomed the change, saying daily life has become easier.',
  'Organisers expect more than {n} visitors over the weekend.',
  'The city plans to extend the scheme to other districts next year.',
  'Volunteers from nearby schools helped set up the event.',
  'Qinglan, a fictional prefecture city, is known for its lake and its port.',
];

export const TIBETAN_TITLES = [
  'གྲོང་ཁྱེར་ཆིང་ལན་དུ་སློབ་གྲྭ་གསར་པ་ཞིག་སྒོ་ཕྱེ།',
  'ཞིང་པ་རྣམས་ཀྱིས་ལོ་ཏོག་བསྡུ་ལེན་བྱེད་བཞིན་ཡོད།',
  'ལམ་གསར་པ་ཞིག་བཟོ་སྐྲུན་ལེགས་གྲུབ་བྱུང་།',
  'ས་གནས་ཀྱི་མི་དམངས་ཀྱིས་ལོ་གསར་དུས་ཆེན་སྲུང་བརྩི་བྱས།',
  'སྨན་ཁང་གིས་གྲོང་གསེབ་ཏུ་སྨན་བཅོས་ཞབས་ཞུ་སྤྲོད།',
  'མཚོ་འགྲམ་དུ་བྱ་རིགས་མང་པོ་ལོག་འོང་།',
];

export const TIBETAN_SENTENCES = [
  'དེ་རིང་གྲོང་ཁྱེར་ཆིང་ལན་གྱི་མི་དམངས་མང་པོ་ཚོགས་འདུར་ཞུགས།',
  'སློབ་ཕྲུག་རྣམས་དགའ་སྤྲོ་ཆེན་པོས་སློབ་གྲྭ་གསར་པར་ཡོང་བ་རེད།',
  'ལོ་འདིའི་ཞིང་ལས་ཐོན་འབྲས་སྔར་ལས་ཡར་རྒྱས་བྱུང་།',
  'ལམ་གསར་པ་འདིས་གྲོང་གསེབ་དང་གྲོང་ཁྱེར་བར་གྱི་འགྲོ་འོང་བདེ་བླག་བཟོས།',
  'ས་གནས་ཀྱི་ལས་བྱེད་པ་རྣམས་ཀྱིས་ཞབས་ཞུ་ཡག་པོ་སྒྲུབ་ཀྱི་ཡོད།',
  'གནམ་གཤིས་ཡག་པོ་ཡོད་པས་ཡུལ་སྐོར་བ་མང་པོ་ཡོང་གི་འདུག',
];

export const TAGS = [
  '民生',
  '城建',
  '交通',
  '教育',
  '医疗',
  '文旅',
  '乡村振兴',
  '生态',
  '非遗',
  '体育',
  '青岚湖',
  '营商环境',
];
export const MARKS = ['', '', '', '独家', '原创', '热', '推荐'];
