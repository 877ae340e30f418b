/// A page key of the app's type, behind a type the library compiles once.
///
/// The paging machine keeps keys in its edges, its pages and its guards, and moves them on every
/// page. Generic over the app's key type, each of those parts is reached, in code the compiler
/// cannot specialise for the app's types, through runtime type lookups at nearly every step.
/// Boxed once when a page brings it, a key costs one allocation and nothing after; the machine
/// takes the typed key back out only to build a ``PageRequest``.
struct PageKey: Hashable, Sendable, CustomStringConvertible {
  private let box: any PageKeyBox
  /// The key's hash value, taken once: a set of keys compares it before it compares keys, which
  /// reaching into the box costs a runtime type lookup.
  private let keyHash: Int

  /// Boxes a key.
  init<Key: Hashable & Sendable>(_ key: Key) {
    box = TypedPageKey(key)
    keyHash = key.hashValue
  }

  /// The key, of the type it was made with: the machine boxes keys of its own type only.
  ///
  /// - Parameter type: The key's type.
  /// - Returns: The key.
  func typed<Key: Hashable & Sendable>(as type: Key.Type) -> Key {
    guard let typed = box as? TypedPageKey<Key> else { preconditionFailure("a page key is not a \(Key.self)") }
    return typed.key
  }

  static func == (lhs: PageKey, rhs: PageKey) -> Bool {
    lhs.keyHash == rhs.keyHash && (lhs.box === rhs.box || lhs.box.isEqual(to: rhs.box))
  }

  func hash(into hasher: inout Hasher) { hasher.combine(keyHash) }

  /// The key's own description.
  var description: String { box.description }
}

/// What ``PageKey`` asks of its box: the key's equality and description.
private protocol PageKeyBox: AnyObject, Sendable {
  func isEqual(to other: any PageKeyBox) -> Bool
  var description: String { get }
}

/// The box of a key of one type.
private final class TypedPageKey<Key: Hashable & Sendable>: PageKeyBox {
  let key: Key

  init(_ key: Key) { self.key = key }

  func isEqual(to other: any PageKeyBox) -> Bool { (other as? TypedPageKey<Key>)?.key == key }

  var description: String { String(describing: key) }
}
