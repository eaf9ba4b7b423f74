// `coursegraph extract <file>`: a Shift_JIS file decoded by its meta tag, written as the report contract says.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import iconv from 'iconv-lite';

test('extract writes {"courses": [...]} for a file in its declared charset', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cg-extract-'));
  try {
    const file = path.join(dir, 'syllabus.html');
    const html = '<html><head><meta http-equiv="Content-Type" content="text/html; charset=Shift_JIS"><title>シラバス</title></head><body>'
      + '<table><tr><th>授業コード</th><td>INF0101</td></tr><tr><th>授業科目名</th><td>情報科学概論</td></tr><tr><th>単位数</th><td>2単位</td></tr>'
      + '<tr><th>担当教員</th><td>山田 太郎</td></tr><tr><th>開講学期</th><td>前期</td></tr><tr><th>受講条件</th><td>なし</td></tr><tr><th>概要</th><td>計算機の基礎を学ぶ。</td></tr></table></body></html>';
    fs.writeFileSync(file, iconv.encode(html, 'shift_jis'));
    const report = path.join(dir, 'out.json');
    const run = spawnSync(process.execPath, ['bin/coursegraph.js', 'extract', file, '--report', report], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    const { courses } = JSON.parse(fs.readFileSync(report, 'utf8')) as { courses: Record<string, unknown>[] };
    expect(courses).toHaveLength(1);
    expect(courses[0]).toMatchObject({ code: 'INF0101', title: '情報科学概論', credits: 2, creditsRaw: '2単位', instructors: ['山田 太郎'], term: '前期', prerequisites: null, description: '計算機の基礎を学ぶ。' });
    expect(String(courses[0]!.sourceUrl)).toMatch(/^file:/);

    const missing = spawnSync(process.execPath, ['bin/coursegraph.js', 'extract', path.join(dir, 'nope.html')], { encoding: 'utf8' });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('no such file');
    const usage = spawnSync(process.execPath, ['bin/coursegraph.js', 'extract'], { encoding: 'utf8' });
    expect(usage.status).toBe(64);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
