import { evaluate, inlineFunctions, looksLikeAddress, scriptTarget } from '../../src/parse/script-links.ts';

describe('reading where a script sends the browser', () => {
  const none = new Map();

  test('joined literals, bound names, template literals and parentheses', () => {
    const b = new Map([['code', 'A123'], ['y', '2026']]);
    expect(evaluate(`'view.php?nendo=' + y + "&code=" + code`, b)).toBe('view.php?nendo=2026&code=A123');
    expect(evaluate('`/syllabus/${y}/${code}.html`', b)).toBe('/syllabus/2026/A123.html');
    expect(evaluate(`'/a/' + (code) + '.html'`, b)).toBe('/a/A123.html');
    expect(evaluate(`'it\\'s'`, b)).toBe("it's");
    expect(evaluate(`base + code`, b)).toBeUndefined();
    expect(evaluate(`'/a/' + code.toLowerCase()`, b)).toBeUndefined();
    expect(evaluate(`'/a/' - 1`, b)).toBeUndefined();
  });

  test('assignments to location and calls that open a page', () => {
    expect(scriptTarget(`location.href='course.php?id=7'`, none)).toBe('course.php?id=7');
    expect(scriptTarget(`window.location = "/x/y.html"; return false;`, none)).toBe('/x/y.html');
    expect(scriptTarget(`window.open('detail.aspx?c=CS101', 'w', 'width=600')`, none)).toBe('detail.aspx?c=CS101');
    expect(scriptTarget(`location.replace("/moved/")`, none)).toBe('/moved/');
    expect(scriptTarget(`if (a == 'b') { return confirm('Sure?'); }`, none)).toBeUndefined();
    // A request's open is no window's: its method is no address (the path is still read, as an address).
    expect(scriptTarget(`xhr.open('GET', '/api/list'); xhr.send()`, none)).toBe('/api/list');
  });

  test('a call to a function the page defines, its arguments bound, through local variables and a second call', () => {
    const fns = inlineFunctions([`
      var base = '/syllabus/';
      function openSyllabus(nendo, code) {
        var url = 'show.php?nendo=' + nendo + '&code=' + code;
        popup(url, "syllabus");
      }
      function popup(u, name) { window.open(u, name, 'width=800'); }
      const goDept = (d) => { location.href = \`list.php?dept=\${d}\`; };
      var odd = function (x) { if (x) { return "}"; } location.assign(x); };
    `]);
    expect([...fns.keys()]).toEqual(['openSyllabus', 'popup', 'goDept', 'odd']);
    expect(scriptTarget(`openSyllabus('2026', 'GB10234'); return false;`, fns)).toBe('show.php?nendo=2026&code=GB10234');
    expect(scriptTarget(`goDept("cs")`, fns)).toBe('list.php?dept=cs');
    expect(scriptTarget(`odd('/z.html')`, fns)).toBe('/z.html');
    expect(scriptTarget(`unknownFn(12)`, fns)).toBeUndefined();
  });

  test("a function from an external script is read through an argument that reads as an address", () => {
    expect(scriptTarget(`openWin('syllabus/a123.html', 640, 480)`, none)).toBe('syllabus/a123.html');
    expect(scriptTarget(`ga('send', 'event', 'nav')`, none)).toBeUndefined();
    expect(looksLikeAddress('/courses/')).toBe(true);
    expect(looksLikeAddress('list.php?dept=3')).toBe(true);
    expect(looksLikeAddress('Are you sure?')).toBe(false);
    expect(looksLikeAddress('width=600')).toBe(false);
  });

  test('functions that call each other without end are read within a bound, and give up', () => {
    // Thirty functions that each call all thirty: read to the depth limit, some 30^4 bodies without the budget.
    const names = Array.from({ length: 30 }, (_, i) => `f${i}`);
    const fns = inlineFunctions(names.map((n) => `function ${n}(x) { ${names.map((m) => `${m}(x);`).join(' ')} }`));
    expect(fns.size).toBe(30);
    expect(scriptTarget('f0(1)', fns)).toBeUndefined();
  });
});
