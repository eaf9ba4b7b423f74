// Analysts: compare what institutions offer (counts, credits, prerequisites; by subject or level) as a table and
// a chart, and download the courses as CSV, JSON Lines or schema.org JSON-LD.
import { useState } from 'preact/hooks';
import { download } from '../api.ts';
import { BarChart } from '../charts.tsx';
import { ErrorLine, fmt, useAction, useInstitutions, useQuery } from '../ui.tsx';
import type { CompareGroup, OfferingStats } from '../generated/schema.ts';

type Stats = Pick<OfferingStats, 'group' | 'courseCount' | 'creditsMin' | 'creditsMedian' | 'creditsMax' | 'shareWithPrerequisites' | 'ectsMedian' | 'ectsTotal' | 'creditsBasis'> & { institution: { id: string; name: string } };
const compareQuery = `query($ids: [ID!]!, $g: CompareGroup) { compareInstitutions(institutionIds: $ids, groupBy: $g) {
  institution { id name } group courseCount creditsMin creditsMedian creditsMax shareWithPrerequisites ectsMedian ectsTotal creditsBasis } }`;
const formats = [['csv', 'CSV'], ['jsonl', 'JSON Lines'], ['jsonld', 'JSON-LD']] as const;

export function AnalystsView() {
  const institutions = useInstitutions();
  const [picked, setPicked] = useState<string[]>();
  const ids = picked ?? institutions.map((i) => i.id).slice(0, 4);
  const [groupBy, setGroupBy] = useState<CompareGroup>('NONE');
  const [measure, setMeasure] = useState<'courseCount' | 'ectsMedian' | 'ectsTotal'>('courseCount');
  const stats = useQuery<{ compareInstitutions: Stats[] }>(compareQuery, { ids, g: groupBy }, ids.length === 0);
  const rows = stats.data?.compareInstitutions ?? [];
  const [run, error] = useAction();

  const names = [...new Map(rows.map((r) => [r.institution.id, r.institution.name])).entries()];
  const groupLabels = groupBy === 'NONE' ? ['all courses'] : [...new Set(rows.map((r) => r.group ?? '(none)'))].sort().slice(0, 25);
  const groups = groupLabels.map((label) => ({
    label,
    values: names.map(([id]) => {
      const row = rows.find((r) => r.institution.id === id && (groupBy === 'NONE' || (r.group ?? '(none)') === label));
      return (row?.[measure] as number | null | undefined) ?? 0;
    }),
  }));
  const query = ids.map((id) => `institutionId=${encodeURIComponent(id)}`).join('&');
  const toggle = (id: string) => setPicked(ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]);

  return (
    <div class="analysts-screen">
      <fieldset class="pick">
        <legend>Institutions</legend>
        {institutions.map((i) => (
          <label key={i.id}><input type="checkbox" checked={ids.includes(i.id)} onChange={() => toggle(i.id)} /> {i.name}</label>
        ))}
      </fieldset>
      <div class="toolbar">
        <label>Group by <select value={groupBy} name="groupBy" onChange={(e) => setGroupBy((e.target as HTMLSelectElement).value as CompareGroup)}>
          <option value="NONE">institution</option><option value="SUBJECT">subject</option><option value="LEVEL">level</option>
        </select></label>
        <label>Chart <select value={measure} name="measure" onChange={(e) => setMeasure((e.target as HTMLSelectElement).value as typeof measure)}>
          <option value="courseCount">course count</option><option value="ectsMedian">median ECTS per course</option><option value="ectsTotal">total ECTS</option>
        </select></label>
        <span class="downloads">Download:
          {formats.map(([ext, name]) => (
            <button key={ext} type="button" data-format={ext} disabled={!ids.length} onClick={() => void run(() => download(`/export/courses.${ext}?${query}`))}>{name}</button>
          ))}
        </span>
      </div>
      <p class="muted">Plain HTTP: <code>/export/courses.csv?{query}</code> (send the token as <code>Authorization: Bearer …</code>), or <code>coursegraph export --format csv</code>.</p>
      <ErrorLine error={stats.error ?? error} />
      {rows.length > 0 && <BarChart groups={groups} seriesNames={names.map(([, n]) => n)} />}
      <p class="muted">Credits are compared in ECTS: {[...new Set(rows.flatMap((r) => r.creditsBasis))].join('; ') || 'no credits yet'}.</p>
      <div class="scroll"><table class="compare">
        <thead><tr><th>institution</th>{groupBy !== 'NONE' && <th>{groupBy.toLowerCase()}</th>}<th>courses</th><th>credits min</th><th>median</th><th>max</th><th>median ECTS</th><th>total ECTS</th><th>with prerequisites</th></tr></thead>
        <tbody>
          {rows.map((r) => (
            <tr key={`${r.institution.id}-${r.group}`}>
              <td>{r.institution.name}</td>{groupBy !== 'NONE' && <td>{r.group}</td>}
              <td class="num">{r.courseCount}</td><td class="num">{fmt(r.creditsMin)}</td><td class="num">{fmt(r.creditsMedian)}</td>
              <td class="num">{fmt(r.creditsMax)}</td>
              <td class="num" title={r.creditsBasis.join('; ')}>{fmt(r.ectsMedian)}</td><td class="num">{fmt(r.ectsTotal, 1)}</td><td class="num">{Math.round(r.shareWithPrerequisites * 100)}%</td>
            </tr>
          ))}
        </tbody>
      </table></div>
    </div>
  );
}
