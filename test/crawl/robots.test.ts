import { parseRobots } from '../../src/crawl/robots.ts';

describe('robots.txt', () => {
  const text = [
    'User-agent: *',
    'Disallow: /private/',
    'Disallow: /*.pdf$',
    'Allow: /private/open/',
    'Crawl-delay: 2',
    '',
    'User-agent: coursegraph',
    'User-agent: otherbot',
    'Disallow: /not-for-us/',
    'Crawl-delay: 0.5',
  ].join('\n');

  test('a group naming our product token wins over the * group', () => {
    const robots = parseRobots(text, 'coursegraph/0.1');
    expect(robots.isAllowed('/private/x')).toBe(true);
    expect(robots.isAllowed('/not-for-us/x')).toBe(false);
    expect(robots.crawlDelay).toBe(0.5);
  });

  test('longest match wins; Allow beats Disallow on a tie; * and $ patterns', () => {
    const robots = parseRobots(text, 'somebot');
    expect(robots.isAllowed('/private/secret.html')).toBe(false);
    expect(robots.isAllowed('/private/open/page.html')).toBe(true);
    expect(robots.isAllowed('/docs/a.pdf')).toBe(false);
    expect(robots.isAllowed('/docs/a.pdf?x=1')).toBe(true);
    expect(robots.isAllowed('/')).toBe(true);
    expect(robots.crawlDelay).toBe(2);
  });

  test('an empty Disallow allows everything; comments and junk lines are ignored', () => {
    const robots = parseRobots('# hi\nUser-agent: *\nDisallow:\nthis is junk\n', 'x');
    expect(robots.isAllowed('/anything')).toBe(true);
  });

  test('query strings are matched too', () => {
    const robots = parseRobots('User-agent: *\nDisallow: /catalog/view.php?id=5$\n', 'x');
    expect(robots.isAllowed('/catalog/view.php?id=5')).toBe(false);
    expect(robots.isAllowed('/catalog/view.php?id=50')).toBe(true);
  });
});

describe('robots.txt sitemaps', () => {
  test('Sitemap lines name sitemaps for every agent, wherever they stand; none when the file names none', () => {
    const robots = parseRobots(['Sitemap: https://u.test/sitemap.xml', 'User-agent: *', 'Disallow: /x/', 'sitemap:/catalog/sitemap.xml.gz'].join('\n'), 'coursegraph');
    expect(robots.sitemaps).toEqual(['https://u.test/sitemap.xml', '/catalog/sitemap.xml.gz']);
    expect(parseRobots('User-agent: *\nDisallow:', 'coursegraph').sitemaps).toEqual([]);
  });

  test('a hostile file naming thousands of sitemaps gives the first fifty', () => {
    const lines = Array.from({ length: 5000 }, (_, i) => `Sitemap: https://u.test/s${i}.xml`);
    expect(parseRobots(lines.join('\n'), 'coursegraph').sitemaps).toHaveLength(50);
  });
});
