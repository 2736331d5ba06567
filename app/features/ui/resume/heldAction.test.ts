import { describe, expect, it } from 'vitest';
import { memoryStorage } from '~/platform/storage';
import { bindToMember, heldForMs, holdForLogin, takeHeld } from './heldAction';

const page = '/reporter/5.html';
const action = 'follow:reporter:5';

function heldFor(member: string, at = 1_000) {
  const storage = memoryStorage();
  holdForLogin(storage, action, page, at);
  bindToMember(storage, member, `${page}#follow`, at + 1);
  return storage;
}

describe('an action a visitor started, held across sign-in', () => {
  it('is done once, on the page it was started on, for the member who signed in', () => {
    const storage = heldFor('101');
    expect(takeHeld(storage, action, page, '101', 2_000)).toBe(true);
    // a reload, a second tab's look, the way back: never twice
    expect(takeHeld(storage, action, page, '101', 2_001)).toBe(false);
  });

  it('is never done for another member, and is used up by their look', () => {
    const storage = heldFor('101');
    expect(takeHeld(storage, action, page, '202', 2_000)).toBe(false);
    expect(takeHeld(storage, action, page, '101', 2_001)).toBe(false);
  });

  it('is not done before a login page bound it, nor for a visitor', () => {
    const storage = memoryStorage();
    holdForLogin(storage, action, page, 1_000);
    expect(takeHeld(storage, action, page, undefined, 1_500)).toBe(false);
    expect(takeHeld(storage, action, page, '101', 1_600)).toBe(false);
    const bound = heldFor('101');
    expect(takeHeld(bound, action, page, undefined, 1_500)).toBe(false);
  });

  it('stays for its own button: another button or another page leaves it', () => {
    const storage = heldFor('101');
    expect(takeHeld(storage, 'favourite:9', page, '101', 2_000)).toBe(false);
    expect(takeHeld(storage, action, '/reporter/6.html', '101', 2_000)).toBe(false);
    expect(takeHeld(storage, action, page, '101', 2_000)).toBe(true);
  });

  it('is dropped after ten minutes, and a login long after the tap binds nothing', () => {
    expect(takeHeld(heldFor('101'), action, page, '101', 1_000 + heldForMs + 1)).toBe(false);
    const late = memoryStorage();
    holdForLogin(late, action, page, 1_000);
    bindToMember(late, '101', page, 1_000 + heldForMs + 1);
    expect(late.getItem('heldAction')).toBeNull();
  });

  it('a sign-in that is not its round trip (the top bar’s login, another page’s) drops it', () => {
    for (const returnTo of ['', '/home.html', '/reporter/6.html#follow']) {
      const storage = memoryStorage();
      holdForLogin(storage, action, page, 1_000);
      bindToMember(storage, '202', returnTo, 1_500);
      expect(takeHeld(storage, action, page, '202', 1_600)).toBe(false);
      expect(storage.getItem('heldAction')).toBeNull();
    }
  });

  it('a second login cannot take over an action already bound', () => {
    const storage = heldFor('101');
    bindToMember(storage, '202', page, 3_000);
    expect(takeHeld(storage, action, page, '202', 3_001)).toBe(false);
  });

  it('reads a broken or foreign entry as nothing held', () => {
    const storage = memoryStorage();
    for (const text of ['{', 'null', '42', '{"action":1,"page":"/","at":0}']) {
      storage.setItem('heldAction', text);
      expect(takeHeld(storage, action, page, '101', 2_000)).toBe(false);
    }
  });
});
