// The door to generated/ for the arrival windows' data (data/schedule.yaml): a module of its own so that the form
// handler reads the schedule without the pages' content.
export { schedule } from '../../generated/schedule.ts';
