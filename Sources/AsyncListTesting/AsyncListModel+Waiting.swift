public import AsyncList

extension AsyncListModel {
  /// Returns once a condition on the model holds, checking now and after every update.
  ///
  /// Nothing here reads a clock: the condition is checked whenever the model publishes. Give the
  /// test a time limit (`@Suite(.timeLimit(.minutes(1)))`) in case it never holds.
  ///
  /// ```swift
  /// await first.resolve(items: page, nextKey: 1)
  /// await model.waitUntil { $0.rows.count == 30 }
  /// ```
  ///
  /// - Parameter condition: The condition, evaluated on the main actor.
  public func waitUntil(_ condition: (AsyncListModel) -> Bool) async {
    for await _ in updates() where condition(self) {
      return
    }
  }
}
