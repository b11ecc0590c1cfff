/**
 * "Today" and "now" for a component test: the Date the rules read is set to `instant`, while
 * timers stay real for antd's pickers and Testing Library's polling. Put back with
 * `jest.useRealTimers()`.
 */
export function dateIs(instant: string) {
  jest.useFakeTimers({
    now: new Date(instant),
    doNotFake: [
      'queueMicrotask',
      'nextTick',
      'setImmediate',
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
    ],
  });
}
