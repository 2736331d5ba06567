import { describe, expect, it } from 'vitest';
import { ArticleType, type ArticleSummary } from '~/api/lists/entities';
import { itemLink } from './itemLink';

const item = (overrides: Partial<ArticleSummary>) =>
  ({ id: 101, columnId: 7, type: ArticleType.news, ...overrides }) as ArticleSummary;
const to = (overrides: Partial<ArticleSummary>) => itemLink(item(overrides));

describe('itemLink: each articleType opens its page in the original’s URL shape', () => {
  it('news, and any type without a page of its own, opens newsDetail/<columnId>/<fileId>.html', () => {
    expect(to({})).toEqual({ kind: 'internal', to: '/newsDetail/7/101.html' });
    expect(to({ type: 99 })).toEqual({ kind: 'internal', to: '/newsDetail/7/101.html' });
  });

  it('a circle (object type 18) opens circleDetail/<linkID>.html, or by its own id', () => {
    expect(to({ type: 18, id: 820001, linkId: 820001 })).toEqual({
      kind: 'internal',
      to: '/circleDetail/820001.html',
    });
    expect(to({ type: 18, id: 820002 })).toEqual({ kind: 'internal', to: '/circleDetail/820002.html' });
  });

  it('a 订阅号 account (a search hit, type 15) opens xyDetail/<linkID>.html', () => {
    expect(to({ type: ArticleType.account, columnId: 0, id: 740001, linkId: 740001 })).toEqual({
      kind: 'internal',
      to: '/xyDetail/740001.html',
    });
  });

  it('a gallery and a video open imageDetail and videoDetail by column and id', () => {
    expect(to({ type: ArticleType.gallery })).toEqual({ kind: 'internal', to: '/imageDetail/7/101.html' });
    expect(to({ type: ArticleType.video })).toEqual({ kind: 'internal', to: '/videoDetail/7/101.html' });
  });

  it('home’s reader entries: 我要报料 opens the tip-off form, a call its page by linkID, 我要问政 the inquiry form', () => {
    expect(to({ type: ArticleType.tipoffEntry, columnId: 0 })).toEqual({
      kind: 'internal',
      to: '/tipoffDetail.html',
    });
    expect(to({ type: ArticleType.call, columnId: 0, linkId: 871001 })).toEqual({
      kind: 'internal',
      to: '/seekArticleDetail/871001.html',
    });
    expect(to({ type: ArticleType.inquiryEntry, columnId: 0 })).toEqual({ kind: 'internal', to: '/qaDetail.html' });
  });

  it('a video in no column is a short video: minVideoDetail/<fileId>.html', () => {
    expect(to({ type: ArticleType.video, columnId: 0 })).toEqual({
      kind: 'internal',
      to: '/minVideoDetail/101.html',
    });
  });

  it('an activity opens activityDetail/<id>.html: an article by its linkID, an activityList item (102) by its own id', () => {
    expect(to({ type: ArticleType.activity, linkId: 600001 })).toEqual({
      kind: 'internal',
      to: '/activityDetail/600001.html',
    });
    expect(to({ type: 102 })).toEqual({ kind: 'internal', to: '/activityDetail/101.html' });
  });

  it('a 问吧 topic item (104) opens topicDetail/<linkID>.html', () => {
    expect(to({ type: 104, linkId: 820001 })).toEqual({ kind: 'internal', to: '/topicDetail/820001.html' });
  });

  it('a 问政 inquiry (101) opens qaDetail/<linkID>.html', () => {
    expect(to({ type: 101, linkId: 832001 })).toEqual({ kind: 'internal', to: '/qaDetail/832001.html' });
  });

  it('a special topic opens specDetail/<linkID>/<fileId>.html; without its column, the article', () => {
    expect(to({ type: ArticleType.topic, linkId: 51 })).toEqual({
      kind: 'internal',
      to: '/specDetail/51/101.html',
    });
    expect(to({ type: ArticleType.topic })).toEqual({ kind: 'internal', to: '/newsDetail/7/101.html' });
  });

  it('a link article elsewhere opens its checking page, whatever its address holds (never the address itself)', () => {
    for (const url of ['https://other.example/x', 'javascript:alert(1)', undefined])
      expect(to({ type: ArticleType.link, url })).toEqual({ kind: 'internal', to: '/linkDetail/101.html' });
  });

  it('a live opens liveDetail/<fileId>/<live id>.html', () => {
    expect(to({ type: ArticleType.live, linkId: 5001 })).toEqual({
      kind: 'internal',
      to: '/liveDetail/101/5001.html',
    });
  });

  it('an H5 item opens the publisher’s page when its address is http(s), else the article', () => {
    expect(to({ type: ArticleType.h5, url: 'https://h5.example/a.html' })).toEqual({
      kind: 'external',
      url: 'https://h5.example/a.html',
    });
    for (const url of ['javascript:alert(1)', 'data:text/html,x', '//evil.example', ''])
      expect(to({ type: ArticleType.h5, url })).toEqual({ kind: 'internal', to: '/newsDetail/7/101.html' });
  });

  it('a link article whose url is a page of this site opens that page here; any other link opens linkDetail', () => {
    const base = import.meta.env.BASE_URL;
    expect(to({ type: ArticleType.link, url: `${base}xyListShare.html` })).toEqual({
      kind: 'internal',
      to: '/xyListShare.html',
    });
    expect(to({ type: ArticleType.link, url: `${base}xyDetail/700101.html?x=1` })).toEqual({
      kind: 'internal',
      to: '/xyDetail/700101.html?x=1',
    });
    expect(to({ type: ArticleType.link, url: 'https://www.example.org/story.html' })).toEqual({
      kind: 'internal',
      to: '/linkDetail/101.html',
    });
    expect(to({ type: ArticleType.link, url: `${base}//evil.example/` })).toEqual({
      kind: 'internal',
      to: '/linkDetail/101.html',
    });
  });
});
