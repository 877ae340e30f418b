/// A row's instruction to play its reveal animation, decided by the core.
///
/// A row plays its reveal exactly once per appearance: either when its data arrives while it is
/// on screen, or when it comes on screen with its data already there. Front ends animate when
/// ``serial`` changes and never track "data arrived" against "row appeared" themselves.
public struct Reveal: Sendable, Equatable {
  /// Why the reveal plays.
  public enum Kind: Sendable, Equatable {
    /// The data arrived while the row was visible: animate from the placeholder.
    case dataArrived
    /// The row came into view with its data already loaded: animate in from empty.
    case appearedWithData
  }

  /// Why the reveal plays.
  public let kind: Kind
  /// Increases with every reveal of a loader; a new value means "play it again".
  public let serial: Int

  /// Creates a reveal.
  ///
  /// - Parameters:
  ///   - kind: Why it plays.
  ///   - serial: Its sequence number.
  public init(kind: Kind, serial: Int) {
    self.kind = kind
    self.serial = serial
  }
}
