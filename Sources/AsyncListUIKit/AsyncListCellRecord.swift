#if canImport(UIKit)
  /// What an ``AsyncListCollectionAdapter`` last configured a row's cell with: the row, whether it
  /// showed (a staggered first page hides rows past its limit) and the reveal it showed. A
  /// reveal plays when the model's serial changes while the cell shows the same row, never when
  /// a reused cell takes another row whose reveal was played long ago.
  struct AsyncListCellRecord<ID: Hashable> {
    /// The row the cell shows.
    let id: ID
    /// Whether the row showed, `nil` before its first configuration.
    var shown: Bool?
    /// The reveal serial the cell last showed, once known.
    var serial: Int?
    /// Whether ``serial`` was read: a first configuration records the serial without playing it.
    var knowsSerial = false

    /// Records a reveal serial read by a configuration.
    ///
    /// - Parameter newSerial: The row's reveal serial now.
    /// - Returns: Whether the reveal should play: the serial changed since this cell last showed
    ///   this row.
    mutating func read(_ newSerial: Int?) -> Bool {
      defer {
        serial = newSerial
        knowsSerial = true
      }
      return knowsSerial && newSerial != nil && newSerial != serial
    }
  }
#endif
