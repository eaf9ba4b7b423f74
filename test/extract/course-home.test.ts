import fs from 'node:fs';
import { AliasIndex } from '../../src/extract/aliases.ts';
import { PageIndex } from '../../src/extract/page-index.ts';
import { courseHome } from '../../src/extract/course-home.ts';
import { extractFromHtml } from '../../src/extract/extract.ts';

const aliases = new AliasIndex(JSON.parse(fs.readFileSync('seeds/field-aliases.json', 'utf8')));
const home = (html: string) => courseHome(new PageIndex(html), aliases);

describe("a course's own home page", () => {
  test('its code leads the title or a heading, in any case and cross-listed; its name is the rest of that heading', () => {
    expect(home('<title>cs520: Introduction to Theoretical Computer Science</title><h1>cs520:</h1>')).toMatchObject({ code: 'CS 520', title: 'Introduction to Theoretical Computer Science', titleFrom: 'title' });
    expect(home('<title>CS/ECE 752 Fall 1996-1997</title><h1>CS/ECE 752: Advanced Computer Architecture I</h1><h2>Fall 1996-1997 Offering</h2>'))
      .toMatchObject({ code: 'CS/ECE 752', title: 'Advanced Computer Architecture I', titleFrom: 'h1' });
    // The name among the term, the other department's code and the hours.
    expect(home('<title>CS 395T and PHL 391</title><h2>CS 395T and PHL 391, Spring 1996, <em>Foundations of Mathematics</em>, TT 2:00-3:30, Taylor 3.144</h2>'))
      .toMatchObject({ code: 'CS 395T', title: 'Foundations of Mathematics' });
  });

  test('else its name is the heading right after the ones with its code, when that names nothing else', () => {
    expect(home('<title>CS302, Sections 16 and 17</title><h1>CS302, Sections 16 and 17</h1><h2>Algebraic Language Programming in C++</h2>'))
      .toMatchObject({ code: 'CS 302', title: 'Algebraic Language Programming in C++', titleFrom: 'h2' });
    expect(home('<title>CS 110</title><h1>Introduction to Computer Programming</h1><h2>Computer Sciences 110</h2>')).toMatchObject({ code: 'CS 110', title: 'Introduction to Computer Programming' });
    // A section's heading, a label with its value, a department's name and number, a notice: no name.
    for (const next of ['<h2>Course Information</h2>', '<h2>Teaching Assistants</h2>', '<h2>Instructor: Sid Hummert</h2>', '<h1>Computer Science 302, Section 19</h1>', '<h2>RELOAD THIS PAGE EVERY TIME YOU LOGIN.</h2>']) {
      const found = home(`<title>CS/ECE 552 Lecture 2 - Home Page - Fall 1996</title>${next}`);
      expect(found).toMatchObject({ code: 'CS/ECE 552' });
      expect(found?.title).toBeUndefined();
    }
    expect(home('<title>Fall 1996 schedule</title><h1>Welcome</h1>')).toBeUndefined();
    // Beside its code a name may be one word; a heading of its own needs two.
    expect(home('<title>cs375: Compilers</title>')).toMatchObject({ code: 'CS 375', title: 'Compilers' });
    expect(home('<title>CS 375</title><h1>Welcome</h1>')?.title).toBeUndefined();
  });

  test("the extractor keeps a cross-listed code whole, and a heading that says only the term gives no title", () => {
    const [listed] = extractFromHtml(`<html><head><title>CS/ECE 752 Fall 1996-1997</title></head><body><h1>CS/ECE 752: Advanced Computer Architecture I</h1>
      <p>Instructor: Mark D. Hill</p></body></html>`, 'http://u.edu/~markhill/cs752.html', aliases);
    expect(listed).toMatchObject({ code: 'CS/ECE 752', title: 'Advanced Computer Architecture I', instructors: ['Mark D. Hill'] });
    const [home] = extractFromHtml('<html><head><title>CS310, Fall 1996</title></head><body><h1>CS310</h1><h2>Problem Solving using Computers</h2><p>Instructor: Ada Lovelace</p></body></html>', 'http://u.edu/~cs310/', aliases);
    expect(home).toMatchObject({ code: 'CS310', title: 'Problem Solving using Computers' });
    // No name anywhere: the page's own code and one more field of the course still make its record.
    const [named] = extractFromHtml('<html><head><title>CS 354, Fall 1996</title></head><body><h1>CS 354, Fall 1996</h1><h2>News</h2><p>Instructor: Ada Lovelace</p></body></html>', 'http://u.edu/~cs354/', aliases);
    expect(named).toMatchObject({ code: 'CS 354', title: null, instructors: ['Ada Lovelace'] });
  });

  test('the extractor takes such a page as one course, with its teachers by their roles', () => {
    const [c, ...more] = extractFromHtml(`<title>CS302, Sections 16 and 17</title><h1>CS302, Sections 16 and 17</h1><h2>Algebraic Language Programming in C++</h2>
      <p>Instructor: Chris Weaver and TA: Jin Zhang</p><p>Office Hours: MW 400-500, R 400-600, and by appointment</p>`, 'http://u.edu/~weaver/cs302.html', aliases);
    expect(more).toEqual([]);
    expect(c).toMatchObject({ code: 'CS 302', title: 'Algebraic Language Programming in C++', instructors: ['Chris Weaver', 'Jin Zhang'] });
    expect(c!.provenance.title).toMatchObject({ label: '(course home heading)', selector: 'h2', structure: 'heading' });
  });
});
