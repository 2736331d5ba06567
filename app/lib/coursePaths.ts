// Links to online study, apart from paths.ts (in nearly every page's first load): the course page is linked from
// home's 学习 module and the member's courses only.
export const courseHref = (id: number) => `/onlineStudy/${id}.html`;
