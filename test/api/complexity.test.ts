// The shape under which a query's complexity is kept: what the estimators read (numbers, booleans, blank or not)
// stays, what a string says goes.
import { costShape } from '../../src/api/complexity.ts';

test('variables differing only in what their strings say share a shape; numbers, booleans and blankness do not', () => {
  const shape = (v: Record<string, unknown>) => costShape(v, undefined);
  expect(shape({ f: { text: 'calculus', institutionIds: ['1'] }, first: 10 })).toBe(shape({ f: { text: 'algebra', institutionIds: ['7'] }, first: 10 }));
  expect(shape({ first: 10 })).not.toBe(shape({ first: 11 }));
  expect(shape({ f: { text: 'calculus' } })).not.toBe(shape({ f: { text: '  ' } }));
  expect(shape({ all: true })).not.toBe(shape({ all: false }));
  expect(shape({ ids: ['1'] })).not.toBe(shape({ ids: ['1', '2'] }));
  expect(costShape({}, 'A')).not.toBe(costShape({}, 'B'));
});
