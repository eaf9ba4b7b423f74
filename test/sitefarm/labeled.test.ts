import { labeledPages } from '../../sitefarm/labeled.ts';
import { familySite, families } from '../../sitefarm/families.ts';

describe('labeled sitefarm pages', () => {
  test('course pages published only as PDF are read as the crawler reads them; a stub nothing can read is left out', async () => {
    const pdfSite = familySite(families.find((f) => f.id === 'pdf-syllabi')!, 1);
    const handbook = familySite(families.find((f) => f.id === 'handbook')!, 1);
    const pages = await labeledPages([pdfSite, handbook], { otherShare: 0 });
    const pdfCourses = [...pdfSite.origins[0]!.pages.values()].filter((p) => p.kind === 'course');
    const fromPdf = pages.filter((p) => p.page.url.includes(pdfSite.id) && p.kind === 'course');
    expect(fromPdf).toHaveLength(pdfCourses.length);
    expect(fromPdf[0]!.page.text).toContain(pdfCourses[0]!.courses[0]!.title);
    // The handbook's PDF beside each listing is a stub: no labeled page, and no error.
    expect(pages.some((p) => p.page.url.endsWith('.pdf') && p.page.url.includes(handbook.id))).toBe(false);
    expect(pages.filter((p) => p.page.url.includes(handbook.id) && p.kind === 'course').length).toBeGreaterThan(10);
  });
});
