import { describe, expect, it } from 'vitest';
import { readFunnelJson } from '../../../scripts/funnelFiles';
import { compileFunnel } from './compileFunnel';
import { olderSnapshotPath } from './olderSnapshotPath';
import { parseFunnel } from './parseFunnel';

const medicare = compileFunnel(parseFunnel(readFunnelJson('funnels/medicare.json'), 'medicare'));
const answered = {
  zipcode: '90210',
  haveMedicare: true,
  haveMedicaid: false,
  firstName: 'Maria',
  lastName: 'Garcia',
};

// Snapshots stored before the machine kept its path get one retraced from their answers.
describe('olderSnapshotPath', () => {
  it('retraces the answered steps up to the current one, which ends it', () => {
    expect(olderSnapshotPath(medicare, answered, 'birth')).toEqual([
      'zip',
      'medicare',
      'medicaid',
      'name',
      'birth',
    ]);
    expect(olderSnapshotPath(medicare, {}, 'zip')).toEqual(['zip']);
  });

  it('follows the branch the answers took: a skipped date of birth goes through the age', () => {
    expect(olderSnapshotPath(medicare, { ...answered, dob: null, age: 70 }, 'consent')).toEqual([
      'zip',
      'medicare',
      'medicaid',
      'name',
      'birth',
      'age',
      'consent',
    ]);
    expect(
      olderSnapshotPath(medicare, { ...answered, dob: '04/12/1955', age: 70 }, 'consent'),
    ).toEqual(['zip', 'medicare', 'medicaid', 'name', 'birth', 'consent']);
  });

  it('ends at an earlier step the visitor went back to, and stops at a step without its answer', () => {
    expect(olderSnapshotPath(medicare, { ...answered, dob: '04/12/1955' }, 'medicare')).toEqual([
      'zip',
      'medicare',
    ]);
    expect(olderSnapshotPath(medicare, { haveMedicare: true }, 'name')).toEqual(['name']);
    expect(olderSnapshotPath(medicare, { zipcode: '90210' }, 'name')).toEqual(['zip', 'name']);
  });
});
