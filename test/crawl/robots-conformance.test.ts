// Conformance of the robots.txt reading with RFC 9309 (its examples in sections 2.2.2, 2.2.3 and 5) and with
// the published test cases of Google's reference parser (robots_test.cc, cases not marked Google-only).
// Where the two disagree, the RFC wins: Google keeps "%62%61%7A" apart from "baz"; RFC 9309 2.2.2 decodes it.
import { parseRobots } from '../../src/crawl/robots.ts';

/** Whether `agent` may fetch `url` (a path, or an absolute URL whose path is used) under `robotstxt`. */
function allowed(robotstxt: string, agent: string, url: string): boolean {
  const u = new URL(url, 'http://foo.bar');
  return parseRobots(robotstxt, agent).isAllowed(u.pathname + u.search);
}

describe('RFC 9309', () => {
  test('2.2.1: the group is chosen by product token, case-insensitively and exactly', () => {
    const txt = 'User-agent: c\nDisallow: /\n\nUser-agent: *\nAllow: /\n';
    expect(allowed(txt, 'coursegraph', '/x')).toBe(true); // "c" is another crawler's group
    expect(allowed(txt, 'c', '/x')).toBe(false);
    expect(allowed('User-agent: CourseGraph\nDisallow: /\n', 'coursegraph', '/x')).toBe(false);
  });

  test('2.2.1: groups for the same agent are merged; with no match the * group applies; with neither, all is allowed', () => {
    const txt = 'user-agent: a\ndisallow: /c\n\nuser-agent: b\ndisallow: /d\n\nuser-agent: a\ndisallow: /e\n';
    expect(allowed(txt, 'a', '/c')).toBe(false);
    expect(allowed(txt, 'a', '/e')).toBe(false);
    expect(allowed(txt, 'a', '/d')).toBe(true);
    expect(allowed(txt, 'z', '/c')).toBe(true);
    expect(allowed('user-agent: *\ndisallow: /\n', 'z', '/c')).toBe(false);
  });

  test('2.2.1: consecutive user-agent lines share one group', () => {
    const txt = 'user-agent: ExampleBot\nuser-agent: coursegraph\ndisallow: /private/\n';
    expect(allowed(txt, 'coursegraph', '/private/x')).toBe(false);
    expect(allowed(txt, 'examplebot', '/private/x')).toBe(false);
  });

  test('2.2.2: the most specific (longest) match wins, and on a tie the least restrictive (Allow)', () => {
    const txt = 'user-agent: *\nallow: /example/page/\ndisallow: /example/page/disallowed.gif\nallow: /same\ndisallow: /same\n';
    expect(allowed(txt, 'x', '/example/page/')).toBe(true);
    expect(allowed(txt, 'x', '/example/page/disallowed.gif')).toBe(false);
    expect(allowed(txt, 'x', '/same')).toBe(true);
  });

  test('2.2.2: paths compare with percent-encoded unreserved characters decoded and other octets encoded', () => {
    expect(allowed('User-agent: *\nDisallow: /%7Ejoe/\n', 'coursegraph', '/~joe/index.html')).toBe(false);
    expect(allowed('User-agent: *\nDisallow: /~joe/\n', 'coursegraph', '/%7ejoe/index.html')).toBe(false);
    expect(allowed('User-agent: *\nDisallow: /foo/bar/%62%61%7A\n', 'x', '/foo/bar/baz')).toBe(false);
    expect(allowed('User-agent: *\nDisallow: /foo/bar/ツ\n', 'x', '/foo/bar/%E3%83%84')).toBe(false);
    expect(allowed('User-agent: *\nDisallow: /foo/bar/%e3%83%84\n', 'x', '/foo/bar/%E3%83%84')).toBe(false);
    expect(allowed('User-agent: *\nDisallow: /foo/bar?baz=quz\n', 'x', '/foo/bar?baz=quz')).toBe(false);
    expect(allowed('User-agent: *\nDisallow: /a%2Fb\n', 'x', '/a/b')).toBe(true); // an encoded "/" stays encoded
  });

  test('2.2.3: * matches any sequence and $ the end of the path', () => {
    const txt = 'user-agent: *\ndisallow: /*.gif$\ndisallow: /private/*/secret\nallow: /publications/\n';
    expect(allowed(txt, 'x', '/images/a.gif')).toBe(false);
    expect(allowed(txt, 'x', '/images/a.gif?x=1')).toBe(true);
    expect(allowed(txt, 'x', '/private/a/b/secret')).toBe(false);
    expect(allowed(txt, 'x', '/private/secret')).toBe(true);
  });

  test('2.2.2: /robots.txt itself is always allowed', () => {
    expect(allowed('user-agent: *\ndisallow: /\n', 'x', '/robots.txt')).toBe(true);
  });

  test('5.1: the example file of the RFC', () => {
    const txt = [
      'User-Agent: *', 'Disallow: *.gif$', 'Disallow: /example/', 'Allow: /publications/', '',
      'User-Agent: foobot', 'Disallow:/', 'Allow:/example/page.html', 'Allow:/example/allowed.gif', '',
      'User-Agent: barbot', 'User-Agent: bazbot', 'Disallow: /example/page.html', '',
      'User-Agent: quxbot', '', 'EOF',
    ].join('\n');
    expect(allowed(txt, 'foobot', '/example/page.html')).toBe(true);
    expect(allowed(txt, 'foobot', '/example/allowed.gif')).toBe(true);
    expect(allowed(txt, 'foobot', '/other')).toBe(false);
    expect(allowed(txt, 'barbot', '/example/page.html')).toBe(false);
    expect(allowed(txt, 'bazbot', '/example/page.html')).toBe(false);
    expect(allowed(txt, 'bazbot', '/example/other.html')).toBe(true);
    expect(allowed(txt, 'quxbot', '/example/page.html')).toBe(true); // its group is empty: nothing is disallowed
    expect(allowed(txt, 'otherbot', '/example/x')).toBe(false);
    expect(allowed(txt, 'otherbot', '/publications/x')).toBe(true);
  });
});

// Google's reference parser, robots_test.cc: the cases named ID_* (shared behaviour), read with agent FooBot.
describe('published cases of the reference parser', () => {
  const url = 'http://foo.bar/x/y';

  test('ID_SystemTest: empty files and agents', () => {
    expect(allowed('', 'FooBot', '')).toBe(true);
    expect(allowed('user-agent: FooBot\ndisallow: /\n', 'FooBot', '')).toBe(false);
  });

  test('ID_LineSyntax_Line: key and value; a missing colon is accepted', () => {
    expect(allowed('user-agent: FooBot\ndisallow: /\n', 'FooBot', url)).toBe(false);
    expect(allowed('foo: FooBot\nbar: /\n', 'FooBot', url)).toBe(true);
    expect(allowed('user-agent FooBot\ndisallow /\n', 'FooBot', url)).toBe(false);
  });

  test('ID_LineSyntax_Groups: rules before any user-agent are ignored; groups continue across blank lines', () => {
    const txt = [
      'allow: /foo/bar/', '', 'user-agent: FooBot', 'disallow: /', 'allow: /x/', 'user-agent: BarBot', 'disallow: /', 'allow: /y/',
      '', '', 'allow: /w/', 'user-agent: BazBot', '', 'user-agent: FooBot', 'allow: /z/', 'disallow: /',
    ].join('\n');
    const w = 'http://foo.bar/w/a', x = 'http://foo.bar/x/b', y = 'http://foo.bar/y/c', z = 'http://foo.bar/z/d', foo = 'http://foo.bar/foo/bar/';
    expect(allowed(txt, 'FooBot', x)).toBe(true);
    expect(allowed(txt, 'FooBot', z)).toBe(true);
    expect(allowed(txt, 'FooBot', y)).toBe(false);
    expect(allowed(txt, 'BarBot', y)).toBe(true);
    expect(allowed(txt, 'BarBot', w)).toBe(true);
    expect(allowed(txt, 'BarBot', z)).toBe(false);
    expect(allowed(txt, 'BazBot', z)).toBe(true);
    expect(allowed(txt, 'FooBot', foo)).toBe(false);
    expect(allowed(txt, 'BarBot', foo)).toBe(false);
    expect(allowed(txt, 'BazBot', foo)).toBe(false);
  });

  test('ID_LineSyntax_Groups_OtherRules: other lines do not end a group', () => {
    for (const middle of ['Sitemap: https://foo.bar/sitemap', 'Invalid-Unknown-Line: unknown']) {
      const txt = `User-agent: BarBot\n${middle}\nUser-agent: *\nDisallow: /\n`;
      expect(allowed(txt, 'FooBot', url)).toBe(false);
      expect(allowed(txt, 'BarBot', url)).toBe(false);
    }
  });

  test('ID_REPLineNamesCaseInsensitive', () => {
    for (const txt of ['USER-AGENT: FooBot\nALLOW: /x/\nDISALLOW: /\n', 'user-agent: FooBot\nallow: /x/\ndisallow: /\n', 'uSeR-aGeNt: FooBot\nAlLoW: /x/\ndIsAlLoW: /\n']) {
      expect(allowed(txt, 'FooBot', 'http://foo.bar/x/y')).toBe(true);
      expect(allowed(txt, 'FooBot', 'http://foo.bar/a/b')).toBe(false);
    }
  });

  test('ID_UserAgentValueCaseInsensitive: the value is matched case-insensitively, up to its first space', () => {
    for (const agent of ['FOO BAR', 'foo bar', 'FoO bAr']) {
      const txt = `User-Agent: ${agent}\nAllow: /x/\nDisallow: /\n`;
      for (const us of ['Foo', 'foo']) {
        expect(allowed(txt, us, 'http://foo.bar/x/y')).toBe(true);
        expect(allowed(txt, us, 'http://foo.bar/a/b')).toBe(false);
      }
    }
  });

  test('ID_GlobalGroups_Secondary: a specific group replaces the global one; unmatched agents use *', () => {
    expect(allowed('', 'FooBot', url)).toBe(true);
    expect(allowed('user-agent: *\nallow: /\nuser-agent: FooBot\ndisallow: /\n', 'FooBot', url)).toBe(false);
    expect(allowed('user-agent: FooBot\nallow: /\nuser-agent: BarBot\ndisallow: /\nuser-agent: BazBot\ndisallow: /\n', 'QuxBot', url)).toBe(true);
  });

  test('ID_AllowDisallow_Value_CaseSensitive', () => {
    expect(allowed('user-agent: FooBot\ndisallow: /x/\n', 'FooBot', url)).toBe(false);
    expect(allowed('user-agent: FooBot\ndisallow: /X/\n', 'FooBot', url)).toBe(true);
  });

  test('ID_LongestMatch', () => {
    const c = (txt: string, u: string) => allowed(`user-agent: FooBot\n${txt}`, 'FooBot', `http://foo.bar${u}`);
    expect(c('disallow: /x/page.html\nallow: /x/page.html\n', '/x/page.html')).toBe(true);
    expect(c('allow: /x/page.html\ndisallow: /x/\n', '/x/page.html')).toBe(true);
    expect(c('allow: /x/page.html\ndisallow: /x/\n', '/x/')).toBe(false);
    expect(c('disallow: \nallow: \n', '/x/page.html')).toBe(true);
    expect(c('disallow: /\nallow: /\n', '/x/page.html')).toBe(true);
    expect(c('disallow: /x\nallow: /x/\n', '/x')).toBe(false);
    expect(c('disallow: /x\nallow: /x/\n', '/x/')).toBe(true);
    expect(c('disallow: /x/page.html\nallow: /*.html\n', '/x/page.html')).toBe(false);
    expect(c('allow: /page\ndisallow: /*.html\n', '/page.html')).toBe(false);
    expect(c('allow: /page\ndisallow: /*.html\n', '/page')).toBe(true);
    expect(c('allow: /x/page.\ndisallow: /*.html\n', '/x/page.html')).toBe(true);
    expect(c('allow: /x/page.\ndisallow: /*.html\n', '/x/y.html')).toBe(false);
    // the specific agent's rules apply, not the global group's
    const txt = 'User-agent: *\nDisallow: /x/\nUser-agent: FooBot\nDisallow: /y/\n';
    expect(allowed(txt, 'FooBot', 'http://foo.bar/x/page')).toBe(true);
    expect(allowed(txt, 'FooBot', 'http://foo.bar/y/page')).toBe(false);
  });

  test('ID_Encoding: query strings, non-ASCII and escapes', () => {
    const c = (rule: string, u: string) => allowed(`User-agent: FooBot\nDisallow: /\n${rule}\n`, 'FooBot', u);
    expect(c('Allow: /foo/bar?qux=taz&baz=http://foo.bar?tar&par', 'http://foo.bar/foo/bar?qux=taz&baz=http://foo.bar?tar&par')).toBe(true);
    expect(c('Allow: /foo/bar/ツ', 'http://foo.bar/foo/bar/%E3%83%84')).toBe(true);
    expect(c('Allow: /foo/bar/%E3%83%84', 'http://foo.bar/foo/bar/%E3%83%84')).toBe(true);
    expect(c('Allow: /foo/bar/%62%61%7A', 'http://foo.bar/foo/bar/%62%61%7A')).toBe(true);
  });

  test('ID_SpecialCharacters: *, $ and #', () => {
    const a = 'User-agent: FooBot\nDisallow: /foo/bar/quz\nAllow: /foo/*/qux\n';
    expect(allowed(a, 'FooBot', '/foo/bar/quz')).toBe(false);
    expect(allowed(a, 'FooBot', '/foo/quz')).toBe(true);
    expect(allowed(a, 'FooBot', '/foo//quz')).toBe(true);
    expect(allowed(a, 'FooBot', '/foo/bax/quz')).toBe(true);
    const b = 'User-agent: FooBot\nDisallow: /foo/bar$\nAllow: /foo/bar/qux\n';
    expect(allowed(b, 'FooBot', '/foo/bar')).toBe(false);
    expect(allowed(b, 'FooBot', '/foo/bar/qux')).toBe(true);
    expect(allowed(b, 'FooBot', '/foo/bar/')).toBe(true);
    expect(allowed(b, 'FooBot', '/foo/bar/baz')).toBe(true);
    const c = 'User-agent: FooBot\n# Disallow: /\nDisallow: /foo/quz#qux\nAllow: /\n';
    expect(allowed(c, 'FooBot', '/foo/bar')).toBe(true);
    expect(allowed(c, 'FooBot', '/foo/quz')).toBe(false);
  });

  test('ID_Documentation: the matching examples of the documented path rules', () => {
    const rule = (r: string) => `user-agent: FooBot\ndisallow: /\nallow: ${r}\n`;
    const check = (r: string, yes: string[], no: string[]) => {
      for (const u of yes) expect([r, u, allowed(rule(r), 'FooBot', u)]).toEqual([r, u, true]);
      for (const u of no) expect([r, u, allowed(rule(r), 'FooBot', u)]).toEqual([r, u, false]);
    };
    const fish = ['/fish', '/fish.html', '/fish/salmon.html', '/fishheads', '/fishheads/yummy.html', '/fish.html?id=anything'];
    check('/fish', fish, ['/Fish.asp', '/catfish', '/?id=fish', '/bob/fish.html']);
    check('/fish*', fish, ['/Fish.asp', '/catfish', '/?id=fish', '/bob/fish.html']);
    check('/fish/', ['/fish/', '/fish/?id=anything', '/fish/salmon.htm'], ['/fish', '/fish.html', '/Fish/Salmon.html']);
    check('/*.php', ['/filename.php', '/folder/filename.php', '/folder/filename.php?parameters', '/folder/any.php.file.html', '/filename.php/'], ['/', '/windows.PHP']);
    check('/*.php$', ['/filename.php', '/folder/filename.php'], ['/filename.php?parameters', '/filename.php/', '/filename.php5', '/windows.PHP']);
    check('/fish*.php', ['/fish.php', '/fishheads/catfish.php?parameters'], ['/Fish.PHP']);
    const order = 'user-agent: FooBot\nallow: /p\ndisallow: /\n';
    expect(allowed(order, 'FooBot', '/page')).toBe(true);
    expect(allowed('user-agent: FooBot\nallow: /folder\ndisallow: /folder\n', 'FooBot', '/folder/page')).toBe(true);
    expect(allowed('user-agent: FooBot\nallow: /page\ndisallow: /*.htm\n', 'FooBot', '/page.htm')).toBe(false);
    expect(allowed('user-agent: FooBot\nallow: /$\ndisallow: /\n', 'FooBot', '/')).toBe(true);
    expect(allowed('user-agent: FooBot\nallow: /$\ndisallow: /\n', 'FooBot', '/page.html')).toBe(false);
  });
});
