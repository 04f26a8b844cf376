// Pact's in-process mock server now and then reports a request "expected but not received" that the client did
// send (seen about once in ten full runs, in different tests; not reproduced alone). Until the cause is found, a
// consumer interaction gets two more tries, and each failed try is printed so the flake stays visible.
jest.retryTimes(2, { logErrorsBeforeRetry: true });
