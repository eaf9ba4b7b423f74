// Review courses: each field's value with where it came from and how sure the extractor was; correct a field
// (the correction survives re-extraction). Keys: / search, j/k move through the list, e edit the first field.
import { useRef, useState } from 'preact/hooks';
import { gql } from '../api.ts';
import { ErrorLine, fmt, Kbd, useAction, useInstitutions, useKeys, useQuery } from '../ui.tsx';
import type { Course, FieldProvenance } from '../generated/schema.ts';
import { AliasProposals } from './alias-proposals.tsx';

const fields = ['code', 'title', 'description', 'credits', 'creditsUnit', 'level', 'subject', 'instructors', 'term', 'schedule',
  'prerequisites', 'learningOutcomes', 'assessment', 'materials', 'keywords', 'language'] as const;
type Field = (typeof fields)[number];
const listFields = new Set<Field>(['instructors', 'keywords']);

type CourseRow = Pick<Course, 'id' | 'code' | 'title'> & { institution: { name: string } | null };
type CourseDetail = Pick<Course, 'id' | 'sourceUrl' | 'overrides' | 'confidence' | Field> & { provenance: FieldProvenance[] };

const listQuery = `query($f: CourseFilter) { courses(first: 50, filter: $f, orderBy: { field: CODE }) { totalCount edges { node { id code title institution { name } } } } }`;
const detailQuery = `query($id: ID!) { course(id: $id) { id sourceUrl overrides confidence ${fields.join(' ')} provenance { field label structure via confidence sourceUrl } } }`;

function show(value: unknown): string {
  if (value === null || value === undefined) return '';
  return Array.isArray(value) ? value.join('; ') : String(value);
}

function parse(field: Field, text: string): unknown {
  const t = text.trim();
  if (listFields.has(field)) return t ? t.split(';').map((s) => s.trim()).filter(Boolean) : [];
  if (field === 'credits') return t === '' ? null : Number(t);
  return t === '' ? null : t;
}

function FieldRow({ course, field, provenance, onSaved }: { course: CourseDetail; field: Field; provenance?: FieldProvenance; onSaved: () => Promise<void> }) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(show(course[field]));
  const [run, error, busy] = useAction();
  const overridden = Object.prototype.hasOwnProperty.call(course.overrides ?? {}, field);
  const save = (e: Event) => {
    e.preventDefault();
    void run(async () => {
      await gql('mutation($i: CorrectCourseFieldInput!) { correctCourseField(input: $i) { id } }', { i: { courseId: course.id, field, value: parse(field, text) } });
      setEditing(false);
      await onSaved();
    });
  };
  return (
    <tr data-field={field}>
      <th scope="row">{field}</th>
      <td>
        {editing
          ? <form onSubmit={save} class="inline-edit">
              <textarea name="value" value={text} rows={Math.min(6, Math.max(1, Math.ceil(text.length / 60)))} autoFocus
                onInput={(e) => setText((e.target as HTMLTextAreaElement).value)}
                onKeyDown={(e) => { if (e.key === 'Escape') setEditing(false); if (e.key === 'Enter' && !e.shiftKey) save(e); }} />
              <button type="submit" disabled={busy}>Save</button>
              <button type="button" onClick={() => setEditing(false)}>Cancel</button>
              {listFields.has(field) && <small class="muted">separate with ;</small>}
            </form>
          : <span class="value">{show(course[field]) || <span class="muted">–</span>}</span>}
        <ErrorLine error={error} />
      </td>
      <td class="prov">
        {overridden ? <span class="badge">corrected by a person</span>
          : provenance ? <>{provenance.label ? `“${provenance.label}”` : ''} {provenance.structure ?? ''} {provenance.via ? `via ${provenance.via}` : ''}</> : <span class="muted">–</span>}
      </td>
      <td class="num">{overridden ? '1' : fmt(provenance?.confidence)}</td>
      <td>{!editing && <button type="button" class="link edit" onClick={() => { setText(show(course[field])); setEditing(true); }} title="needs the labeler role">edit</button>}</td>
    </tr>
  );
}

export function CoursesView() {
  const institutions = useInstitutions();
  const [institutionId, setInstitutionId] = useState('');
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const filter = { ...(institutionId ? { institutionIds: [institutionId] } : {}), ...(query ? { text: query } : {}) };
  const list = useQuery<{ courses: { totalCount: number; edges: { node: CourseRow }[] } }>(listQuery, { f: filter });
  const rows = list.data?.courses.edges.map((e) => e.node) ?? [];
  const [selected, setSelected] = useState<string>();
  const selectedId = selected ?? (rows[0] ? String(rows[0].id) : undefined);
  const detail = useQuery<{ course: CourseDetail | null }>(detailQuery, { id: selectedId ?? '' }, !selectedId);
  const searchRef = useRef<HTMLInputElement>(null);
  const move = (d: number) => {
    const i = rows.findIndex((r) => String(r.id) === selectedId);
    const next = rows[Math.max(0, Math.min(rows.length - 1, i + d))];
    if (next) setSelected(String(next.id));
  };
  useKeys({ '/': () => searchRef.current?.focus(), j: () => move(1), k: () => move(-1) });
  const course = detail.data?.course;
  const provenance = new Map((course?.provenance ?? []).map((p) => [p.field, p]));

  return (
    <div class="courses-screen">
      <section class="course-list" aria-label="courses">
        <form class="toolbar" onSubmit={(e) => { e.preventDefault(); setQuery(text.trim()); setSelected(undefined); }}>
          <select value={institutionId} name="institution" onChange={(e) => { setInstitutionId((e.target as HTMLSelectElement).value); setSelected(undefined); }}>
            <option value="">all institutions</option>
            {institutions.map((i) => <option key={i.id} value={i.id}>{i.name}</option>)}
          </select>
          <input ref={searchRef} type="search" name="q" placeholder="words ( / )" value={text} onInput={(e) => setText((e.target as HTMLInputElement).value)} />
          <button type="submit">Search</button>
        </form>
        <ErrorLine error={list.error} />
        <p class="muted">{list.data ? `${list.data.courses.totalCount} courses` : ''} <Kbd>j</Kbd>/<Kbd>k</Kbd></p>
        <ul>
          {rows.map((c) => (
            <li key={c.id} aria-current={String(c.id) === selectedId ? 'true' : undefined}>
              <button type="button" class="link" onClick={() => setSelected(String(c.id))}>{c.code ? `${c.code} ` : ''}{c.title}</button>
              <small>{c.institution?.name}</small>
            </li>
          ))}
        </ul>
      </section>
      <section class="course-detail" aria-label="course">
        <ErrorLine error={detail.error} />
        {course && <>
          <h2>{course.code} {course.title} <small>confidence {fmt(course.confidence)}</small></h2>
          <p class="url"><a href={course.sourceUrl} target="_blank" rel="noreferrer noopener">{course.sourceUrl}</a></p>
          <table class="fields">
            <thead><tr><th>field</th><th>value</th><th>provenance</th><th>confidence</th><th></th></tr></thead>
            <tbody>
              {fields.map((f) => <FieldRow key={`${course.id}-${f}`} course={course} field={f} provenance={provenance.get(f)} onSaved={detail.reload} />)}
            </tbody>
          </table>
        </>}
        <AliasProposals />
      </section>
    </div>
  );
}
