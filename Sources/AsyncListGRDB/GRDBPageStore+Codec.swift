#if GRDB
  internal import Foundation

  extension GRDBPageStore {
    /// JSON text of a key, a query or `nil`: sorted keys, so equal values give equal text.
    static func text(_ value: some Encodable) throws -> String {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]
      return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    static func decodeKey(_ text: String?) throws -> Key? {
      guard let text else { return nil }
      return try JSONDecoder().decode(Key?.self, from: Data(text.utf8))
    }

    static func encodeItems(_ items: [Item]) throws -> Data {
      try JSONEncoder().encode(items)
    }

    static func decodeItems(_ data: Data) throws -> [Item] {
      try JSONDecoder().decode([Item].self, from: data)
    }
  }
#endif
