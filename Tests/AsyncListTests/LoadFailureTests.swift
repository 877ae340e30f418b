import AsyncList
import Testing

/// A failure's equality compares the errors, never the text they print: the presentation and a
/// row's detail state are compared on every publish.
@Suite(.timeLimit(.minutes(10)))
struct LoadFailureTests {
  /// An `Equatable` error that prints the same whatever its code.
  struct Coded: Error, Equatable, CustomStringConvertible {
    let code: Int
    var description: String { "boom" }
  }

  /// Another error type that prints the same.
  struct Other: Error, CustomStringConvertible {
    var description: String { "boom" }
  }

  /// An error whose text changes each time it is printed: it holds the time of printing.
  final class Stamped: Error, Sendable, CustomStringConvertible {
    var description: String { "failed, printed at \(ContinuousClock.now)" }
  }

  @Test func twoDifferentErrorsThatPrintAlikeAreNotTheSameFailure() {
    #expect(LoadFailure(error: Coded(code: 1)) != LoadFailure(error: Coded(code: 2)), "same type, other value")
    #expect(LoadFailure(error: Coded(code: 1)) != LoadFailure(error: Other()), "another type")
    #expect(LoadFailure(error: Coded(code: 1)) == LoadFailure(error: Coded(code: 1)))
    #expect(LoadFailure(error: Coded(code: 1)) != LoadFailure(error: Coded(code: 1), attempt: 2))
  }

  @Test func anErrorWhoseTextChangesIsStillItself() {
    let failure = LoadFailure(error: Stamped())
    let copy = failure
    #expect(failure == copy)
    #expect(failure != LoadFailure(error: Stamped()), "another instance of a class is another error")
  }

  @Test func errorsOfOneTypeThatAreNeitherEquatableNorClassesAreOfOneKind() {
    #expect(LoadFailure(error: Other()) == LoadFailure(error: Other()))
    #expect(LoadFailure(error: CancellationError()) == LoadFailure(error: CancellationError()))
  }
}
