import Testing

/// The suites that run loopback servers and the URLSession transport against them, one test at
/// a time: the cancellation storm (3,000 requests, a thread per connection) starves a test that
/// waits for an answer on the same machine, and on two cores that wait passed its 10-second
/// deadline in full runs (never when the suites ran alone).
@Suite(.serialized) enum LoopbackServerTests {}
